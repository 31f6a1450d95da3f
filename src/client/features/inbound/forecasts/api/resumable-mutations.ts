import type { AnyResumableMutation } from '../../../../offline/resumable-mutations';
import { assignParcelMutation } from './assign-parcel';
import { cancelForecastMutation } from './cancel-forecast';
import { createForecastMutation, updateForecastMutation } from './save-forecast';

/** The forecast changes that survive a reload while offline (offline/resumable-mutations.ts). */
export const resumableMutations: readonly AnyResumableMutation[] = [
  createForecastMutation,
  updateForecastMutation,
  cancelForecastMutation,
  assignParcelMutation,
];
