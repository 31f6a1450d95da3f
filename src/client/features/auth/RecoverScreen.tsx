import { useSearchParams } from 'react-router-dom';
import { RecoverAskForm } from './RecoverAskForm';
import { RecoverResetForm } from './RecoverResetForm';

/**
 * /user/recover (public): without a token, ask for a recovery link by username or email; opened
 * from the link (?token=...), choose the new password.
 */
export function RecoverScreen() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim();
  return token ? <RecoverResetForm token={token} /> : <RecoverAskForm />;
}
