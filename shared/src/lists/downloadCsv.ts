import { call } from '@pads/core';
import type { DownloadedFile, Endpoint, EndpointSchema } from '@pads/contracts/endpoint';
export { fileNameFromDisposition } from '@pads/contracts/endpoint';

/**
 * A list's CSV export endpoint (`pads.listCsv` …; a query list's own endpoint, with `export=csv`): its query is
 * the list's.
 */
export type CsvEndpoint = Endpoint<'GET', string, EndpointSchema>;

const fetchCsv = call as unknown as (
  endpoint: CsvEndpoint,
  input: { query: Record<string, string> },
) => Promise<DownloadedFile>;

/**
 * Downloads a CSV through the API client, so the bearer token goes with it (a plain link could
 * not carry it), then hands the blob to the browser as a file.
 */
export async function downloadCsv(
  endpoint: CsvEndpoint,
  params: Record<string, string>,
  fallbackName: string,
): Promise<string> {
  // Read as a file whatever the endpoint's JSON reading: a query list answers its CSV at its own path.
  const file = await fetchCsv({ ...endpoint, reading: 'file' }, { query: params }).catch(async (error: unknown) => {
    throw await withJsonErrorBody(error);
  });
  const name = file.fileName ?? fallbackName;
  saveFile(file.blob, name);
  return name;
}

/** Hands a blob to the browser as a downloaded file. */
export function saveFile(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  try {
    const anchor = document.createElement('a');
    anchor.href = href;
    anchor.download = name;
    document.body.appendChild(anchor);
    anchor.click();
    anchor.remove();
  } finally {
    // Revoked on the next tick: the click starts the download asynchronously.
    setTimeout(() => URL.revokeObjectURL(href), 0);
  }
}

/** A failed blob request carries its JSON error body as a Blob; read it so the server message shows. */
async function withJsonErrorBody(error: unknown): Promise<unknown> {
  const response = (error as { response?: { data?: unknown } }).response;
  if (response && typeof Blob !== 'undefined' && response.data instanceof Blob) {
    try {
      response.data = JSON.parse(await blobText(response.data)) as unknown;
    } catch {
      // Not JSON: the error keeps its own message.
    }
  }
  return error;
}

function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}
