// The create call itself (multipart, with upload progress).
import { apiClient } from '@pads/shared';

export interface CreatedPad {
  id: number;
  name: string;
  created_at: string;
  location: {
    address: string;
    country: string | null;
    county: string | null;
    region: string | null;
    latitude: number;
    longitude: number;
  };
}

export async function createPad(body: FormData, onProgress: (percent: number) => void): Promise<CreatedPad> {
  const { data } = await apiClient.post<{ data: CreatedPad }>('/admin/pads', body, {
    onUploadProgress: (event) => {
      if (event.total) onProgress(Math.round((event.loaded / event.total) * 100));
    },
  });
  return data.data;
}
