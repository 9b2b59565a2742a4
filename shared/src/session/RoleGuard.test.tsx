import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Role } from '@pads/contracts';
import { isRoleAllowed, RoleGuard } from './RoleGuard';
import { useSessionStore } from '@pads/core';

const admin = {
  id: 1,
  first_name: 'A',
  last_name: 'B',
  username: 'ab',
  email: 'a@b.co',
  role: Role.Admin,
  is_tac_accepted: true,
  deleted_at: null,
};

function renderGuarded(allow?: Role | Role[]) {
  render(
    <MemoryRouter initialEntries={['/secret']}>
      <Routes>
        <Route path="/" element={<div>home</div>} />
        <Route path="/secret" element={<RoleGuard allow={allow}>secret</RoleGuard>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('RoleGuard', () => {
  beforeEach(() => useSessionStore.getState().setSession('t', admin));

  it('allows every role by default', () => {
    renderGuarded();
    expect(screen.getByText('secret')).toBeInTheDocument();
  });

  it('redirects a wrong role to /', () => {
    renderGuarded([Role.Owner, Role.Pilot]);
    expect(screen.getByText('home')).toBeInTheDocument();
  });

  it('matches a single role or a list', () => {
    expect(isRoleAllowed(Role.Admin, Role.Admin)).toBe(true);
    expect(isRoleAllowed(Role.Pilot, [Role.Admin])).toBe(false);
    expect(isRoleAllowed(undefined, Role.Admin)).toBe(false);
  });
});
