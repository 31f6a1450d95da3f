import { hashOfFileUrl, UPLOAD_FIELD } from '../../../../domain/files';
import { postJson } from '../../../api/http';

/** POST /upload: stores a picture and answers its content hash (what a SKU's image names). */
export async function uploadPicture(file: File): Promise<string> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file);
  const url = await postJson<string>('/upload', form);
  const hash = hashOfFileUrl(url);
  if (!hash) throw new Error(url);
  return hash;
}
