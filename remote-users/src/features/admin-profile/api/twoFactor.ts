// The admin profile's 'Two-factor sign-in': its state, setting up an authenticator app, new recovery codes,
// turning it off. Every change refreshes the state through twoFactorQueryKey.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, type TwoFactorEnrolment, type TwoFactorStatus } from '@pads/shared';
import type { RecoveryCodesReply } from '@pads/contracts/api';

export const twoFactorQueryKey = () => ['two-factor'] as const;

/** What the confirming field holds: six digits are an app code, anything else a recovery code. */
export const codeOrRecoveryCode = (value: string) =>
  /^\d{3}\s?\d{3}$/.test(value.trim()) ? { code: value.trim() } : { recovery_code: value.trim() };

export async function fetchTwoFactor(): Promise<TwoFactorStatus> {
  const { data } = await apiClient.get<{ data: TwoFactorStatus }>('/admin/two-factor');
  return data.data;
}

export async function startSetup(): Promise<TwoFactorEnrolment> {
  const { data } = await apiClient.post<{ data: TwoFactorEnrolment }>('/admin/two-factor/setup');
  return data.data;
}

export async function enableTwoFactor(code: string): Promise<string[]> {
  const { data } = await apiClient.post<RecoveryCodesReply>('/admin/two-factor/enable', { code });
  return data.data.recovery_codes;
}

export async function renewRecoveryCodes(confirmation: string): Promise<string[]> {
  const { data } = await apiClient.post<RecoveryCodesReply>(
    '/admin/two-factor/recovery-codes',
    codeOrRecoveryCode(confirmation),
  );
  return data.data.recovery_codes;
}

export async function disableTwoFactor(confirmation: string): Promise<TwoFactorStatus> {
  const { data } = await apiClient.post<{ data: TwoFactorStatus }>(
    '/admin/two-factor/disable',
    codeOrRecoveryCode(confirmation),
  );
  return data.data;
}

export const useTwoFactor = () => useQuery({ queryKey: twoFactorQueryKey(), queryFn: fetchTwoFactor });

function useTwoFactorChange<Input, Output>(change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorQueryKey() }),
  });
}

export const useStartSetup = () => useMutation({ mutationFn: startSetup });
export const useEnableTwoFactor = () => useTwoFactorChange(enableTwoFactor);
export const useRenewRecoveryCodes = () => useTwoFactorChange(renewRecoveryCodes);
export const useDisableTwoFactor = () => useTwoFactorChange(disableTwoFactor);
