// The page's Content-Security-Policy nonce for styles. The apps' static server (shared/build/serve.mjs)
// makes a new one per page load, allows it in the policy's style-src and writes it into index.html's
// <meta name="csp-nonce">; antd's CSS-in-JS puts it on each <style> it adds (ConfigProvider `csp`), so no
// style needs 'unsafe-inline'. Keep this module free of state and of imports (the host bundles its own copy).

const PLACEHOLDER = '__CSP_NONCE__';

/** The nonce of this page, or undefined where none was served (the dev server, tests). */
export function cspNonce(doc: Pick<Document, 'querySelector'> = document): string | undefined {
  const nonce = doc.querySelector('meta[name="csp-nonce"]')?.getAttribute('content');
  return nonce && nonce !== PLACEHOLDER ? nonce : undefined;
}

/** ConfigProvider's `csp` prop: antd adds the nonce to the styles it injects. */
export const antdCsp = (doc?: Pick<Document, 'querySelector'>) => ({ nonce: cspNonce(doc) });
