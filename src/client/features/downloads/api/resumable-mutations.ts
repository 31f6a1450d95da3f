import type { AnyResumableMutation } from '../../../offline/resumable-mutations';
import { deleteDownloadTaskMutation } from './delete-download-task';

/**
 * The downloads changes that survive a reload while offline (offline/resumable-mutations.ts). Not
 * here: saving a file (a download nobody waits for any more) and adding an export task (its route
 * comes from the screen, not from the change's variables).
 */
export const resumableMutations: readonly AnyResumableMutation[] = [deleteDownloadTaskMutation];
