import { baseApi } from '../../../app/api.js';
import type { AuthUser, Session } from '../../../app/session/session.types.js';

const bearer = (accessToken: string) => ({ Authorization: `Bearer ${accessToken}` });

/**
 * Password recovery. The recovery session from the emailed link is used only to set the new
 * password and is never stored: afterwards the user signs in with the new password.
 */
export const authRecoveryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendPasswordReset: build.mutation<Record<string, never>, { email: string; redirect_to: string }>({
      query: (body) => ({ url: '/auth/recover', method: 'POST', body }),
    }),
    verifyRecoveryToken: build.mutation<Session, { token: string }>({
      query: ({ token }) => ({ url: '/auth/verify', method: 'POST', body: { type: 'recovery', token } }),
    }),
    setPasswordWithRecovery: build.mutation<AuthUser, { accessToken: string; password: string }>({
      query: ({ accessToken, password }) => ({
        url: '/auth/user',
        method: 'PUT',
        headers: bearer(accessToken),
        body: { password },
      }),
    }),
    endRecoverySession: build.mutation<void, { accessToken: string }>({
      query: ({ accessToken }) => ({ url: '/auth/logout?scope=local', method: 'POST', headers: bearer(accessToken) }),
    }),
  }),
});

export const {
  useSendPasswordResetMutation,
  useVerifyRecoveryTokenMutation,
  useSetPasswordWithRecoveryMutation,
  useEndRecoverySessionMutation,
} = authRecoveryApi;
