// The body of PUT /api/admin/users/{id}'s Info tab from the user's detail JSON, for the tests that edit users.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the JSON of GET /users/:id
export function infoBody(user: Record<string, any>, over: Record<string, unknown> = {}) {
  return {
    tab: 'info',
    first_name: user.first_name,
    last_name: user.last_name,
    username: user.username,
    email: user.email,
    phone: user.phone ?? '',
    role: user.role,
    country_code: user.location.country_code ?? '',
    state_code: user.location.state_code ?? '',
    renewal_date: '',
    premium_state: user.premium_state,
    campaign_id: user.campaign_id,
    version: user.version,
    ...over,
  };
}
