import { antdCsp, cspNonce, nonceScriptedStyles } from './csp';

function page(nonce: string) {
  const doc = document.implementation.createHTMLDocument('page');
  const meta = doc.createElement('meta');
  meta.name = 'csp-nonce';
  meta.content = nonce;
  doc.head.append(meta);
  return doc;
}

test('the served nonce is read from the page; the unreplaced placeholder or none is no nonce', () => {
  expect(cspNonce(page('abc123'))).toBe('abc123');
  expect(antdCsp(page('abc123'))).toEqual({ nonce: 'abc123' });
  expect(cspNonce(page('__CSP_NONCE__'))).toBeUndefined();
  expect(cspNonce(document.implementation.createHTMLDocument('none'))).toBeUndefined();
});

test('styles that scripts create carry the nonce; other elements are left alone', () => {
  const doc = page('n0nce');
  nonceScriptedStyles(doc);
  nonceScriptedStyles(doc);
  expect(doc.createElement('style').nonce).toBe('n0nce');
  expect(doc.createElement('STYLE').nonce).toBe('n0nce');
  expect(doc.createElement('script').nonce).toBe('');
  // Markup parsed into the page does not get it.
  const box = doc.createElement('div');
  box.innerHTML = '<style>p{}</style>';
  expect((box.firstChild as HTMLStyleElement).nonce).toBe('');
});
