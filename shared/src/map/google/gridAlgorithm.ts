/// <reference types="google.maps" />
import {
  Cluster,
  type Algorithm,
  type AlgorithmInput,
  type AlgorithmOutput,
  type Marker,
} from '@googlemaps/markerclusterer';
import { gridCluster } from '../gridCluster';
import type { ClusterOptions, MapMarker } from '../types';

/**
 * MarkerClusterer algorithm with the panel's grid rule (grid size and a minimum cluster size, which
 * the library's own GridAlgorithm lacks), shared with the Leaflet provider through gridCluster.
 */
export class PadGridAlgorithm implements Algorithm {
  constructor(
    private readonly pads: Map<Marker, MapMarker>,
    private readonly options: Required<ClusterOptions>,
  ) {}

  calculate({ markers, map }: AlgorithmInput): AlgorithmOutput {
    const byPad = new Map<MapMarker, Marker>();
    for (const marker of markers) {
      const pad = this.pads.get(marker);
      if (pad) byPad.set(pad, marker);
    }
    const { clusters, singles } = gridCluster([...byPad.keys()], map.getZoom() ?? 0, this.options);
    return {
      clusters: [
        ...clusters.map(
          (group) =>
            new Cluster({
              markers: group.members.map((pad) => byPad.get(pad)!),
              position: { lat: group.latitude, lng: group.longitude },
            }),
        ),
        ...singles.map((pad) => new Cluster({ markers: [byPad.get(pad)!] })),
      ],
      changed: true,
    };
  }
}
