import { API, type Language, type User } from '@gym/contract';
import { apiRequest, TRUSTED } from '../../lib/api-client.ts';
import { authStore } from '../../lib/auth-store.ts';
import { notify } from '../../lib/toasts.tsx';

/**
 * Keeps a signed-in person's language on their account (`PUT /api/auth/profile` with `language`), sending back the
 * profile as the browser holds it. The server answers the account, which replaces the stored one. A refusal (a
 * stored phone the rule no longer accepts) says so: the language still applies in this browser.
 */
export async function saveAccountLanguage(user: User, language: Language) {
  try {
    const saved = await apiRequest<User>(API.auth.profile, TRUSTED, {
      method: 'PUT',
      body: {
        username: user.username,
        email: user.email,
        fullName: user.fullName,
        phone: user.phone,
        birthday: user.birthday,
        language,
      },
    });
    authStore.updateUser(saved);
  } catch (error) {
    notify.error(error instanceof Error ? error.message : String(error));
  }
}
