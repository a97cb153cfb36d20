import { createHash } from 'node:crypto';

/* The operator UI's one stylesheet, served as a static file (the CSP allows styles from 'self' only). */
export const STYLESHEET = `*{box-sizing:border-box}
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;margin:0;background:#f4f5f7;color:#1d1d1f;line-height:1.45}
header.top{background:#1f3a5f;color:#fff;padding:.6rem 1.5rem;display:flex;align-items:center;gap:1.5rem;flex-wrap:wrap}
header.top .brand{font-weight:700;margin-right:auto}
header.top a{color:#fff;text-decoration:none}header.top a:hover{text-decoration:underline}
header.top nav{display:flex;gap:1.25rem}header.top form{margin:0}
header.top button{background:transparent;border:1px solid #9fb3cc;color:#fff}
main{max-width:72rem;margin:1.5rem auto;padding:0 1.5rem 3rem}
h1{font-size:1.5rem;margin:.5rem 0 1rem}h2{font-size:1.2rem;margin:1.75rem 0 .6rem}h3{font-size:1.05rem;margin:1rem 0 .4rem}
section.card{background:#fff;border-radius:8px;padding:1rem 1.25rem;box-shadow:0 1px 3px rgba(0,0,0,.12);margin:0 0 1.25rem}
table{border-collapse:collapse;width:100%;background:#fff}
th,td{text-align:left;padding:.4rem .55rem;border-bottom:1px solid #e3e5e8;vertical-align:top}
th{background:#eef1f5;font-weight:600}
dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:.3rem 1.25rem;margin:0}
dl.facts dt{font-weight:600;color:#555}dl.facts dd{margin:0;word-break:break-word}
form.inline{display:inline}
.row{display:flex;gap:1rem;flex-wrap:wrap;align-items:flex-end}
.field{display:flex;flex-direction:column;margin:0 0 .7rem;min-width:12rem}
.row .field{max-width:24rem}
section.card>h2:first-child,section.card>h1:first-child{margin-top:.25rem}
.field label,.label{font-weight:600;font-size:.9rem;margin-bottom:.2rem}
.check{display:inline-flex;align-items:center;gap:.3rem;margin-right:.8rem}
input[type=text],input[type=password],input[type=search],input[type=number],select,textarea{font:inherit;padding:.35rem .5rem;border:1px solid #b9bfc7;border-radius:4px;background:#fff}
textarea{width:100%;min-height:4.5rem}
input.wide,textarea.wide{width:100%}
button{font:inherit;padding:.35rem .9rem;border-radius:4px;border:1px solid #1f3a5f;background:#1f3a5f;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1f3a5f}
button.danger{background:#b71c1c;border-color:#b71c1c}
.flash{padding:.6rem .9rem;border-radius:6px;margin:0 0 1rem}
.flash-ok{background:#e6f4ea;color:#1e5e2a;border:1px solid #a8d5b3}
.flash-error{background:#fdecea;color:#8a1c1c;border:1px solid #f1b0aa}
.error{color:#b71c1c;font-size:.85rem;margin-top:.15rem}
.field.invalid input,.field.invalid select,.field.invalid textarea,td.invalid input{border-color:#b71c1c}
.muted{color:#777}
.badge{display:inline-block;padding:.05rem .5rem;border-radius:999px;font-size:.8rem;background:#e3e5e8}
.badge-completed,.badge-clean{background:#e6f4ea;color:#1e5e2a}
.badge-processing,.badge-queued{background:#fff4e0;color:#7a4b00}
.badge-failed,.badge-tampered,.badge-suspicious{background:#fdecea;color:#8a1c1c}
.pager{display:flex;gap:1rem;align-items:center;margin:.75rem 0}
.actions{display:flex;gap:.5rem;flex-wrap:wrap;align-items:center;margin:.5rem 0}
code,.mono{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.88em}
table.courses input[type=text]{width:100%}
table.courses td{padding:.25rem .3rem}
.workbench{display:grid;grid-template-columns:minmax(0,2fr) minmax(18rem,1fr);gap:1.25rem;align-items:start}
.pageview{overflow:auto;max-height:85vh;background:#fff;box-shadow:0 1px 3px rgba(0,0,0,.12)}
svg.page{display:block}
svg.page rect.prov{fill:rgba(255,200,0,.12);stroke:rgba(230,160,0,.6);stroke-width:.75}
svg.page rect.prov:target{fill:rgba(255,0,0,.35);stroke:#ff0000;stroke-width:2}
svg.page rect.signal{fill:rgba(0,90,255,.25);stroke:#0050ff;stroke-width:1.5}
#show-signals:not(:checked)~.pageview rect.signal{display:none}
a.prov{text-decoration:none;border-bottom:1px dotted #1f3a5f}
`;

export const STYLESHEET_ETAG = `"${createHash('sha256').update(STYLESHEET, 'utf8').digest('base64url').slice(0, 22)}"`;
