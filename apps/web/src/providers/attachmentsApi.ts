import { accountEndpoints, endpointPath, type EndpointAnswer } from '@fairway/contract';
import { httpClient } from './httpClient';

export type Attachment = EndpointAnswer<typeof accountEndpoints.uploadAttachment>;

/** Uploads an image (a club logo) as multipart/form-data; the server checks and re-encodes it. */
export async function uploadAttachment(file: File): Promise<Attachment> {
  const form = new FormData();
  form.append('file', file);
  const upload = accountEndpoints.uploadAttachment;
  return (await httpClient<Attachment>(endpointPath(upload), { method: upload.method, body: form })).json;
}
