import { hashOfFileUrl } from '../../../../domain/kernel/files';
import { uploadFile } from '../../../api/upload-file';

/** POST /upload: stores a picture and answers its content hash (what a SKU's image names). */
export async function uploadPicture(file: File): Promise<string> {
  return hashOfFileUrl(await uploadFile(file)) as string;
}
