/** The identity pages' stylesheet and script, served by us so the pages' CSP can forbid inline code. */
export const IDENTITY_ASSETS: Record<string, { type: string; body: string }> = {
  'identity.css': {
    type: 'text/css; charset=utf-8',
    body: `*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f1f3f5;color:#212529;
font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.card{width:min(26rem,100% - 2rem);background:#fff;border-radius:12px;padding:2rem;box-shadow:0 1px 3px rgb(0 0 0/.12)}
.tenant{margin:0 0 .25rem;color:#1971c2;font-weight:700}
h1{font-size:1.5rem;margin:0 0 1.25rem}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input{width:100%;padding:.6rem .75rem;border:1px solid #adb5bd;border-radius:8px;font:inherit}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #74c0fc;outline-offset:2px}
button,.button{display:inline-block;width:100%;margin-top:1.25rem;padding:.7rem 1rem;border:0;border-radius:8px;
background:#1971c2;color:#fff;font:inherit;font-weight:600;text-align:center;text-decoration:none;cursor:pointer}
button.secondary,.button.secondary{background:#e9ecef;color:#212529}
.error{margin:0 0 .5rem;padding:.6rem .75rem;border-radius:8px;background:#fff5f5;color:#c92a2a;border:1px solid #ffc9c9}
.language{margin:1.25rem 0 0;text-align:center}
a{color:#1864ab}`,
  },
  // Submits the sign-out form the user asked for by choosing Log Out in the portal.
  'auto-submit.js': {
    type: 'text/javascript; charset=utf-8',
    body: `document.querySelector('[data-auto-submit]')?.click();`,
  },
};
