import { mockApi, fill, renderWithProviders } from '@pads/shared/testing';
import type { TwoFactorStatus } from '@pads/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TwoFactorSection } from './TwoFactorSection';

const off: TwoFactorStatus = { enabled: false, enabled_at: null, recovery_codes_left: 0, required: false };
const on: TwoFactorStatus = {
  enabled: true,
  enabled_at: '2026-01-05T08:00:00Z',
  recovery_codes_left: 10,
  required: false,
};
const codes = Array.from({ length: 10 }, (_, i) => `ABCD-EFGH-JKLM-NP${String(i).padStart(2, '0')}`);
const wrong = {
  status: 422,
  data: {
    message: 'This code is not valid. Please try again.',
    errors: { code: ['This code is not valid. Please try again.'] },
  },
};

describe('TwoFactorSection', () => {
  let api: ReturnType<typeof mockApi>;
  let status = off;
  afterEach(() => api.restore());

  it('sets up an app: QR code and key, a wrong code refused on the field, then the recovery codes once', async () => {
    status = off;
    api = mockApi({
      'GET /admin/two-factor': () => ({ data: { data: status } }),
      'POST /admin/two-factor/setup': {
        data: {
          data: { secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/x', qr_code: 'data:image/png;base64,AA==' },
        },
      },
      'POST /admin/two-factor/enable': (request) => {
        if ((request.body as { code: string }).code !== '123456') return wrong;
        status = on;
        return { data: { data: { recovery_codes: codes } } };
      },
    });
    renderWithProviders(<TwoFactorSection />);
    expect(await screen.findByText(/Two-factor sign-in is off\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(await screen.findByAltText('QR code for your authenticator app')).toHaveAttribute(
      'src',
      'data:image/png;base64,AA==',
    );
    expect(screen.getByTestId('two-factor-key')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    await fill(screen.getByLabelText('Authentication code'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('The code is the 6 digits your authenticator app shows.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Authentication code'));
    await fill(screen.getByLabelText('Authentication code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect((await screen.findAllByText('This code is not valid. Please try again.')).length).toBeGreaterThan(0);
    await userEvent.clear(screen.getByLabelText('Authentication code'));
    await fill(screen.getByLabelText('Authentication code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Save your recovery codes')).toBeInTheDocument();
    expect(screen.getByTestId('recovery-codes')).toHaveTextContent(codes[9]!);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByTestId('two-factor-on')).toHaveTextContent('10 of 10 recovery codes left');
    expect(screen.queryByText(codes[0]!)).not.toBeInTheDocument();
  });

  it('turns it off with a code from the app; a recovery code is sent as one', async () => {
    status = on;
    api = mockApi({
      'GET /admin/two-factor': () => ({ data: { data: status } }),
      'POST /admin/two-factor/disable': () => {
        status = off;
        return { data: { data: off } };
      },
      'POST /admin/two-factor/recovery-codes': { data: { data: { recovery_codes: codes } } },
    });
    renderWithProviders(<TwoFactorSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'New recovery codes' }));
    await fill(await screen.findByLabelText('Code from your app, or a recovery code'), 'abcd-efgh-jklm-np01');
    await userEvent.click(screen.getByRole('button', { name: 'Make new codes' }));
    expect(await screen.findByText('Save your recovery codes')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    await fill(await screen.findByLabelText('Code from your app, or a recovery code'), '123 456');
    await userEvent.click(screen.getAllByRole('button', { name: 'Turn off' }).at(-1)!);
    expect(await screen.findByText(/Two-factor sign-in is off\. Signing in/)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => [c.url, c.body])).toEqual([
      ['/admin/two-factor/recovery-codes', { recovery_code: 'abcd-efgh-jklm-np01' }],
      ['/admin/two-factor/disable', { code: '123 456' }],
    ]);
  });

  it('cannot be turned off when every admin must use it', async () => {
    api = mockApi({ 'GET /admin/two-factor': { data: { data: { ...on, required: true } } } });
    renderWithProviders(<TwoFactorSection />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Turn off' })).toBeDisabled());
  });
});
