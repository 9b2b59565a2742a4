// The admin profile's 'Two-factor sign-in': its state, setting up an authenticator app, new recovery codes,
// turning it off. Every change refreshes the state through twoFactorQueryKey.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type TwoFactorEnrolment, type TwoFactorStatus } from '@pads/shared';
import { twoFactor } from '@pads/contracts/endpoints';

export const twoFactorQueryKey = () => ['two-factor'] as const;

/** What the confirming field holds: six digits are an app code, anything else a recovery code. */
export const codeOrRecoveryCode = (value: string) =>
  /^\d{3}\s?\d{3}$/.test(value.trim()) ? { code: value.trim() } : { recovery_code: value.trim() };

export async function fetchTwoFactor(): Promise<TwoFactorStatus> {
  return call(twoFactor.status);
}

export async function startSetup(): Promise<TwoFactorEnrolment> {
  return call(twoFactor.setup);
}

export async function enableTwoFactor(code: string): Promise<string[]> {
  return (await call(twoFactor.enable, { body: { code } })).recovery_codes;
}

export async function renewRecoveryCodes(confirmation: string): Promise<string[]> {
  return (await call(twoFactor.recoveryCodes, { body: codeOrRecoveryCode(confirmation) })).recovery_codes;
}

export async function disableTwoFactor(confirmation: string): Promise<TwoFactorStatus> {
  return call(twoFactor.disable, { body: codeOrRecoveryCode(confirmation) });
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
