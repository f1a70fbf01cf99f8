import type { AxiosProgressEvent, AxiosResponse } from 'axios';

/** Whole percentages, each once: a browser may report the same amount more than once. */
function toPercent(onProgress: (percent: number) => void) {
  let last: number | undefined;
  return ({ progress }: AxiosProgressEvent) => {
    if (progress === undefined) {
      return;
    }
    const percent = Math.round(progress * 100);
    if (percent !== last) {
      last = percent;
      onProgress(percent);
    }
  };
}

/** axios's answer as fetch's, for ky. */
function toResponse({ data, status, headers }: AxiosResponse<ArrayBuffer>): Response {
  const answerHeaders = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    answerHeaders.set(name, String(value));
  }
  // A status such as 204 cannot have a body, not even an empty one.
  return new Response(data.byteLength > 0 ? data : null, { status, headers: answerHeaders });
}

/**
 * The transport ky sends an upload through. fetch cannot tell how much of a request body has left
 * (Chromium streams no request body over HTTP/1.1); axios's XMLHttpRequest can. axios is downloaded
 * with the first upload, not with every page, and the call stays ky's: its headers, timeout, abort
 * and errors are those of every other call.
 */
export function createUploadFetch(form: FormData, onProgress?: (percent: number) => void): typeof fetch {
  return async (input) => {
    // ky always passes its Request; the form is sent as it is rather than that Request's copy of it.
    const request = input as Request;
    const { default: axios } = await import('axios');
    const headers = new Headers(request.headers);
    // XMLHttpRequest writes the multipart type with the boundary of the body it sends.
    headers.delete('content-type');
    const response = await axios.request<ArrayBuffer>({
      url: request.url,
      method: request.method,
      data: form,
      headers: Object.fromEntries(headers),
      signal: request.signal,
      responseType: 'arraybuffer',
      // Every status is an answer here; ky tells the errors apart, as for any other call.
      validateStatus: () => true,
      onUploadProgress: onProgress && toPercent(onProgress),
    });
    return toResponse(response);
  };
}
