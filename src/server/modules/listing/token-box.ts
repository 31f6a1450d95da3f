import type { AppConfig } from '../../config';
import { appSecretKey, secretBox } from '../../kernel/secret-box';
import type { SecretBox } from '../../kernel/secret-box';

const boxes = new WeakMap<AppConfig, SecretBox>();

/** The box sealing this app's marketplace tokens (its key read once per app). */
export function tokenBoxOf(config: AppConfig): SecretBox {
  let box = boxes.get(config);
  if (!box) {
    box = secretBox(appSecretKey(config));
    boxes.set(config, box);
  }
  return box;
}
