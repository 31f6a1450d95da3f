import type { AnyResumableMutation } from '../../../offline/resumable-mutations';
import { batchCreateShelvesMutation } from './batch-create-shelves';
import { createRackMutation } from './create-rack';
import { createShelfMutation } from './create-shelf';
import { createWarehouseMutation } from './create-warehouse';
import { renameRackMutation } from './rename-rack';
import { renameShelfMutation } from './rename-shelf';
import { setRackStatusMutation } from './set-rack-status';
import { setShelfStatusMutation } from './set-shelf-status';
import { setWarehouseStatusMutation } from './set-warehouse-status';
import { updateWarehouseMutation } from './update-warehouse';

/**
 * The warehouse set-up changes that survive a reload while offline (offline/resumable-mutations.ts).
 * Not here: printing shelf labels (the window it prints in is gone after a reload).
 */
export const resumableMutations: readonly AnyResumableMutation[] = [
  createWarehouseMutation,
  updateWarehouseMutation,
  setWarehouseStatusMutation,
  createRackMutation,
  renameRackMutation,
  setRackStatusMutation,
  createShelfMutation,
  renameShelfMutation,
  setShelfStatusMutation,
  batchCreateShelvesMutation,
];
