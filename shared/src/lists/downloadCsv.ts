import { apiClient } from '@pads/core';

/** The file name the server suggests in Content-Disposition, if any. */
export function fileNameFromDisposition(disposition: string | undefined | null): string | null {
  if (!disposition) return null;
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (utf8) return decodeURIComponent(utf8[1]!.trim());
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1]!.trim() : null;
}

/**
 * Downloads a CSV through the API client, so the bearer token goes with it (a plain link could
 * not carry it), then hands the blob to the browser as a file.
 */
export async function downloadCsv(url: string, params: Record<string, string>, fallbackName: string): Promise<string> {
  const response = await apiClient.get<Blob>(url, { params, responseType: 'blob' }).catch(async (error: unknown) => {
    throw await withJsonErrorBody(error);
  });
  const name = fileNameFromDisposition(response.headers['content-disposition'] as string | undefined) ?? fallbackName;
  saveFile(response.data, name);
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
