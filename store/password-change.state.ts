// The password change form's state shape, apart from its slice: the root reducer names it among the slices loaded
// later, and importing the slice for that would make an import cycle (the slice injects itself into the root).
import type { AuthFailure, PasswordChangeField } from './auth.slice';

export interface PasswordChangeState {
  status: 'idle' | 'submitting' | 'failed' | 'succeeded';
  error: AuthFailure | null;
  field: PasswordChangeField | null;
}
