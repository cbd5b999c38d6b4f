/** The password pages' calls, on the app's API client. */
import { authCalls } from '../../api/auth.ts';
import { api } from '../../api/index.ts';

export const passwordCalls = authCalls(api);
