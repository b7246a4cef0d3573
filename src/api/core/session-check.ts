import { isApiError } from './errors';
import { probe } from './http';
import { startSession, endSession, type Session } from './session-store';

/**
 * Signs in by asking for one domain: 401 means the key is wrong. Any other answer (a 403 for a
 * key without domain access included) means the key itself is valid.
 */
export async function signIn(session: Session): Promise<'ok' | 'rejected'> {
  startSession(session);
  try {
    await probe({ path: '/api/v2/domains', query: { limit: 1 } });
    return 'ok';
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      endSession();
      return 'rejected';
    }
    // No answer at all (or none in time) says nothing about the key.
    if (isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')) {
      endSession();
      throw error;
    }
    return 'ok';
  }
}
