// Product pictures drawn by code: one SVG per attachment id, in any of the registered sizes.
import { esc } from './format.mjs';

function hexToRgb(hex) {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
}
/** Lighten (amount > 0) or darken (amount < 0) a colour. */
export function shade(hex, amount) {
  const rgb = hexToRgb(hex).map((c) => {
    const v = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.max(0, Math.min(255, Math.round(v)));
  });
  return '#' + rgb.map((c) => c.toString(16).padStart(2, '0')).join('');
}

const shapes = {
  mug: (a, b) => `
    <defs><linearGradient id="glaze" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${b}"/><stop offset=".55" stop-color="${a}"/><stop offset="1" stop-color="${shade(a, -0.15)}"/></linearGradient></defs>
    <path d="M395 255q78 0 78 68t-78 68" fill="none" stroke="${shade(a, -0.1)}" stroke-width="30" stroke-linecap="round"/>
    <rect x="165" y="200" width="240" height="265" rx="30" fill="url(#glaze)"/>
    <ellipse cx="285" cy="203" rx="120" ry="17" fill="${shade(a, -0.3)}"/>
    <ellipse cx="285" cy="200" rx="120" ry="14" fill="${shade(b, -0.08)}"/>
    <rect x="188" y="232" width="18" height="200" rx="9" fill="#fff" opacity=".28"/>`,
  enamel: (a, b) => `
    <path d="M392 262q66 0 66 56t-66 56" fill="none" stroke="${a}" stroke-width="22" stroke-linecap="round"/>
    <path d="M392 262q66 0 66 56t-66 56" fill="none" stroke="${b}" stroke-width="4" stroke-linecap="round" opacity=".7"/>
    <rect x="170" y="235" width="230" height="215" rx="22" fill="${a}"/>
    <rect x="170" y="430" width="230" height="20" rx="10" fill="${b}"/>
    <ellipse cx="285" cy="237" rx="115" ry="18" fill="${b}"/>
    <ellipse cx="285" cy="237" rx="107" ry="12" fill="${shade(a, -0.12)}"/>
    <circle cx="230" cy="320" r="5" fill="${b}" opacity=".5"/><circle cx="330" cy="370" r="4" fill="${b}" opacity=".5"/><circle cx="280" cy="300" r="3" fill="${b}" opacity=".5"/>
    <rect x="190" y="262" width="14" height="160" rx="7" fill="#fff" opacity=".5"/>`,
  tshirt: (a, b) => `
    <path d="M228 140 180 156 104 216l46 70 46-30v214q104 14 208 0V256l46 30 46-70-76-60-48-16q-72 50-144 0z" fill="${a}" stroke="${shade(a, -0.18)}" stroke-width="3" stroke-linejoin="round"/>
    <path d="M228 140q72 50 144 0-16 26-72 30-56-4-72-30z" fill="${shade(a, -0.2)}"/>
    <path d="M150 286l-26-40M450 286l26-40" stroke="${shade(a, -0.15)}" stroke-width="4"/>
    <circle cx="345" cy="245" r="20" fill="${b}" opacity=".75"/>
    <path d="M335 245l7 7 13-14" fill="none" stroke="${a}" stroke-width="4" stroke-linecap="round"/>`,
  hoodie: (a, b) => `
    <path d="M222 160 170 172q-52 22-62 92L92 446l58 8 20-150 18-20v186q112 14 224 0V284l18 20 20 150 58-8-16-182q-10-70-62-92l-52-12z" fill="${a}" stroke="${shade(a, -0.2)}" stroke-width="3" stroke-linejoin="round"/>
    <path d="M222 160q4-86 78-88 74 2 78 88-78 48-156 0z" fill="${shade(a, -0.08)}" stroke="${shade(a, -0.2)}" stroke-width="3"/>
    <path d="M246 150q54 34 108 0-8-50-54-52-46 2-54 52z" fill="${shade(a, -0.35)}"/>
    <path d="M280 176v70M320 176v70" stroke="${b}" stroke-width="5" stroke-linecap="round"/>
    <path d="M230 360h140l20 80H210z" fill="${shade(a, -0.1)}" stroke="${shade(a, -0.22)}" stroke-width="2"/>
    <rect x="90" y="430" width="62" height="24" rx="6" fill="${shade(a, -0.15)}" transform="rotate(4 121 442)"/>
    <rect x="448" y="430" width="62" height="24" rx="6" fill="${shade(a, -0.15)}" transform="rotate(-4 479 442)"/>
    <rect x="188" y="452" width="224" height="22" rx="6" fill="${shade(a, -0.15)}"/>`,
  cap: (a, b) => `
    <path d="M168 342q-6-150 132-156 138 6 132 156z" fill="${a}" stroke="${shade(a, -0.18)}" stroke-width="3"/>
    <path d="M300 186v156M230 200q-30 60-26 142M370 200q30 60 26 142" stroke="${shade(a, -0.18)}" stroke-width="3" fill="none"/>
    <circle cx="300" cy="188" r="11" fill="${shade(a, -0.2)}"/>
    <path d="M170 336q140-24 300 10 40 12 8 32-150-30-312-16-14-18 4-26z" fill="${shade(a, -0.14)}" stroke="${shade(a, -0.28)}" stroke-width="3"/>
    <circle cx="300" cy="282" r="26" fill="${b}"/><path d="M288 284l9 9 16-18" fill="none" stroke="${a}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`,
  tote: (a, b) => `
    <path d="M232 236q0-118 68-118t68 118" fill="none" stroke="${shade(a, -0.3)}" stroke-width="14" stroke-linecap="round"/>
    <path d="M176 222h248l20 260H156z" fill="${a}" stroke="${shade(a, -0.16)}" stroke-width="3" stroke-linejoin="round"/>
    <circle cx="300" cy="345" r="58" fill="${b}"/>
    <path d="M232 420q34-22 68 0t68 0" stroke="${b}" stroke-width="9" fill="none" stroke-linecap="round"/>
    <path d="M300 300q22 20 0 45-22-25 0-45z" fill="${a}"/>`,
  backpack: (a, b) => `
    <path d="M260 172q0-52 40-52t40 52" fill="none" stroke="${shade(a, -0.3)}" stroke-width="14"/>
    <rect x="182" y="168" width="236" height="306" rx="62" fill="${a}"/>
    <path d="M182 250q0-82 118-82t118 82z" fill="${shade(a, 0.08)}"/>
    <rect x="214" y="318" width="172" height="124" rx="30" fill="${shade(a, -0.12)}"/>
    <path d="M236 344h128" stroke="${b}" stroke-width="6" stroke-linecap="round"/>
    <rect x="236" y="250" width="18" height="56" rx="5" fill="${b}"/><rect x="346" y="250" width="18" height="56" rx="5" fill="${b}"/>
    <rect x="200" y="190" width="14" height="230" rx="7" fill="#fff" opacity=".15"/>`,
  bottle: (a, b) => `
    <rect x="256" y="104" width="88" height="58" rx="14" fill="${b}"/>
    <path d="M256 130h88" stroke="${shade(b, -0.2)}" stroke-width="3"/>
    <rect x="268" y="158" width="64" height="26" fill="${shade(a, -0.25)}"/>
    <rect x="222" y="176" width="156" height="306" rx="58" fill="${a}"/>
    <rect x="222" y="300" width="156" height="34" fill="${shade(a, -0.12)}"/>
    <rect x="246" y="206" width="16" height="240" rx="8" fill="#fff" opacity=".22"/>`,
  notebook: (a, b) => `
    <rect x="212" y="150" width="214" height="304" rx="8" fill="#fbf8f1" stroke="#d8d2c4" stroke-width="2"/>
    <rect x="196" y="140" width="214" height="304" rx="10" fill="${a}"/>
    <rect x="196" y="140" width="26" height="304" rx="8" fill="${shade(a, -0.2)}"/>
    <rect x="246" y="196" width="126" height="56" rx="4" fill="${b}"/>
    <path d="M262 216h94M262 232h64" stroke="${shade(b, -0.35)}" stroke-width="4" stroke-linecap="round"/>
    <rect x="372" y="140" width="12" height="304" fill="${shade(a, -0.45)}"/>
    <path d="M320 444v56l12-12 12 12v-56z" fill="${b}"/>`,
  poster: (a, b) => `
    <rect x="160" y="104" width="280" height="380" rx="4" fill="#2d2a26"/>
    <rect x="176" y="120" width="248" height="348" fill="#fffdf8"/>
    <rect x="196" y="140" width="208" height="268" fill="${shade(b, 0.7)}"/>
    <circle cx="340" cy="220" r="36" fill="${b}"/>
    <path d="M196 300q52-60 104-10t104-30v148H196z" fill="${shade(a, 0.35)}"/>
    <path d="M196 340q26-14 52 0t52 0 52 0 52 0v68H196z" fill="${a}"/>
    <path d="M214 436h120" stroke="#8a8378" stroke-width="4" stroke-linecap="round"/>`,
  candle: (a, b) => `
    <path d="M300 150q-26 36-10 62 10 14 20 0 16-26-10-62z" fill="#f2a33a"/>
    <path d="M300 180q-10 16-2 28 4 4 8 0 6-12-6-28z" fill="#fbe08a"/>
    <path d="M300 212v26" stroke="#3a3a3a" stroke-width="4"/>
    <rect x="206" y="232" width="188" height="232" rx="20" fill="${a}" opacity=".9"/>
    <ellipse cx="300" cy="246" rx="90" ry="14" fill="${b}"/>
    <rect x="236" y="310" width="128" height="90" rx="6" fill="${b}"/>
    <path d="M256 338h88M268 360h64M276 380h48" stroke="${shade(a, -0.3)}" stroke-width="4" stroke-linecap="round"/>
    <rect x="222" y="262" width="14" height="180" rx="7" fill="#fff" opacity=".3"/>`,
  pot: (a, b) => `
    <ellipse cx="250" cy="210" rx="28" ry="70" fill="#5f8a55" transform="rotate(-28 250 210)"/>
    <ellipse cx="352" cy="204" rx="28" ry="74" fill="#4f7a4a" transform="rotate(26 352 204)"/>
    <ellipse cx="300" cy="180" rx="30" ry="90" fill="#6d9a5e"/>
    <path d="M300 110v176" stroke="#3f6a3a" stroke-width="4"/>
    <path d="M204 310h192l-24 166H228z" fill="${a}"/>
    <rect x="188" y="282" width="224" height="44" rx="8" fill="${shade(a, -0.1)}"/>
    <path d="M214 370l22 24 22-24 22 24 22-24 22 24 22-24 22 24 20-22" fill="none" stroke="${b}" stroke-width="7" stroke-linejoin="round"/>`,
  socks: (a, b) => `
    <g transform="rotate(-8 260 320)">
      <path d="M196 130h80v220q0 64 60 76l34 6q34 6 34 36t-36 30h-86q-86 0-86-86z" fill="${a}"/>
      <path d="M196 168h80M196 208h80M196 248h80" stroke="${b}" stroke-width="18"/>
      <rect x="190" y="120" width="92" height="24" rx="6" fill="${shade(a, -0.2)}"/>
    </g>
    <g transform="translate(110 20) rotate(6 260 320)">
      <path d="M196 130h80v220q0 64 60 76l34 6q34 6 34 36t-36 30h-86q-86 0-86-86z" fill="${b}"/>
      <path d="M196 168h80M196 208h80M196 248h80" stroke="${a}" stroke-width="18"/>
      <rect x="190" y="120" width="92" height="24" rx="6" fill="${shade(b, -0.25)}"/>
    </g>`,
  apron: (a, b) => `
    <path d="M244 124q56-70 112 0" fill="none" stroke="${shade(a, -0.25)}" stroke-width="10"/>
    <path d="M238 120h124l6 110q58 8 62 72l6 178H164l6-178q4-64 62-72z" fill="${a}" stroke="${shade(a, -0.2)}" stroke-width="3" stroke-linejoin="round"/>
    <path d="M170 300q-60 20-70 90M430 300q60 20 70 90" stroke="${shade(a, -0.25)}" stroke-width="8" fill="none" stroke-linecap="round"/>
    <rect x="224" y="350" width="152" height="82" rx="10" fill="${b}"/>
    <path d="M300 350v82" stroke="${shade(b, -0.2)}" stroke-width="3"/>`,
  blanket: (a, b) => `
    <rect x="140" y="380" width="320" height="74" rx="16" fill="${a}"/>
    <rect x="152" y="306" width="300" height="74" rx="16" fill="${b}"/>
    <rect x="146" y="232" width="308" height="74" rx="16" fill="${a}"/>
    <path d="M146 256h308M146 280h308M140 404h320M140 428h320" stroke="${b}" stroke-width="6"/>
    <path d="M152 330h300M152 356h300" stroke="${a}" stroke-width="6"/>
    <path d="M460 392l18 4M460 410l18 2M460 428l18 0M460 446l18-2M454 244l18 4M454 262l18 2M454 280l18 0M454 298l18-2" stroke="${shade(b, -0.2)}" stroke-width="4" stroke-linecap="round"/>`,
  coasters: (a, b) => `
    <ellipse cx="290" cy="440" rx="130" ry="40" fill="${shade(a, -0.2)}"/>
    <ellipse cx="290" cy="428" rx="130" ry="40" fill="${a}"/>
    <ellipse cx="290" cy="404" rx="130" ry="40" fill="${shade(a, -0.2)}"/>
    <ellipse cx="290" cy="392" rx="130" ry="40" fill="${a}"/>
    <ellipse cx="290" cy="368" rx="130" ry="40" fill="${shade(a, -0.2)}"/>
    <ellipse cx="290" cy="356" rx="130" ry="40" fill="${a}"/>
    <path d="M230 356l30-18 30 18 30-18 30 18" fill="none" stroke="${b}" stroke-width="6"/>
    <circle cx="392" cy="250" r="96" fill="${a}" stroke="${shade(a, -0.2)}" stroke-width="10"/>
    <path d="M392 170l70 120H322z" fill="none" stroke="${b}" stroke-width="6" stroke-linejoin="round"/>`,
  teapot: (a, b) => `
    <path d="M214 252q-4-120 86-120t86 120" fill="none" stroke="${b}" stroke-width="12"/>
    <path d="M186 340q-60-30-84-92 30 4 44 40l44 30z" fill="${a}"/>
    <path d="M414 330q50 4 52 50t-52 46" fill="none" stroke="${a}" stroke-width="20"/>
    <ellipse cx="300" cy="350" rx="132" ry="110" fill="${a}"/>
    <ellipse cx="300" cy="252" rx="70" ry="16" fill="${shade(a, 0.15)}"/>
    <circle cx="300" cy="236" r="13" fill="${b}"/>
    ${[0, 1, 2].map((r) => [0, 1, 2, 3, 4, 5].map((c) => `<circle cx="${220 + c * 32 + (r % 2) * 16}" cy="${318 + r * 36}" r="6" fill="${shade(a, 0.22)}"/>`).join('')).join('')}`,
  giftcard: (a, b) => `
    <g transform="rotate(-6 300 300)">
      <rect x="140" y="196" width="320" height="200" rx="18" fill="${a}"/>
      <rect x="356" y="196" width="26" height="200" fill="${b}"/>
      <rect x="140" y="300" width="320" height="24" fill="${b}"/>
      <path d="M369 300q-60-60-20-72 30 0 20 72zM369 300q60-60 20-72-30 0-20 72z" fill="${shade(b, -0.1)}"/>
      <text x="176" y="262" font-family="system-ui, sans-serif" font-size="46" font-weight="700" fill="#fff">50 €</text>
      <text x="178" y="370" font-family="system-ui, sans-serif" font-size="20" fill="#fff" opacity=".9">Tienda Aurora</text>
    </g>`,
  umbrella: (a, b) => `
    <path d="M300 150v300q0 34 30 34t30-30" fill="none" stroke="${b}" stroke-width="10" stroke-linecap="round"/>
    <path d="M130 320q20-170 170-170t170 170q-28-18-56 0-28-18-57 0-28-18-57 0-28-18-57 0-28-18-57 0-28-18-56 0z" fill="${a}"/>
    <path d="M300 150q-50 80-57 170M300 150q50 80 57 170M300 150q-110 60-113 170M300 150q110 60 113 170" fill="none" stroke="${shade(a, -0.2)}" stroke-width="3"/>
    <circle cx="300" cy="146" r="8" fill="${b}"/>`,
  cushion: (a, b) => `
    <path d="M164 196q136-30 272 0 26 124 0 248-136 30-272 0-26-124 0-248z" fill="${a}" stroke="${shade(a, -0.18)}" stroke-width="5"/>
    <path d="M200 250q100 70 200 0M200 390q100-70 200 0" fill="none" stroke="${shade(a, -0.1)}" stroke-width="4"/>
    <path d="M230 320h140" stroke="${b}" stroke-width="12" stroke-linecap="round"/>
    <circle cx="300" cy="320" r="14" fill="${b}"/>`,
};

const views = {
  front: '',
  detail: 'translate(300 300) scale(1.55) translate(-300 -290)',
  tilt: 'rotate(-9 300 300) translate(10 10) scale(.92)',
  pattern: '',
  closeup: 'translate(300 300) scale(2.2) translate(-300 -270)',
};

export function drawProduct(spec, size = 1200) {
  const [a, b] = spec.colors;
  const draw = shapes[spec.shape] ?? shapes.mug;
  const bg = spec.bg ?? '#f3f1ec';
  const pattern =
    spec.view === 'pattern'
      ? `<defs><pattern id="dots" width="40" height="40" patternUnits="userSpaceOnUse"><circle cx="20" cy="20" r="4" fill="${shade(bg, -0.12)}"/></pattern></defs><rect width="600" height="600" fill="url(#dots)"/>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 600 600" role="img" aria-label="${esc(spec.alt || '')}">
  <rect width="600" height="600" fill="${bg}"/>${pattern}
  <circle cx="300" cy="300" r="230" fill="${shade(bg, 0.45)}"/>
  <ellipse cx="300" cy="492" rx="170" ry="22" fill="${shade(bg, -0.18)}" opacity=".7"/>
  <g transform="${views[spec.view] ?? ''}">${draw(a, b)}</g>
</svg>`;
}

export const avatarSvg = (seed = 0) => {
  const hues = ['#0f5e59', '#a8432f', '#22365c', '#6b7143', '#6e1f2f'];
  const c = hues[seed % hues.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120"><rect width="120" height="120" rx="60" fill="${shade(c, 0.75)}"/><circle cx="60" cy="48" r="22" fill="${c}"/><path d="M20 108q40-50 80 0" fill="${c}"/></svg>`;
};

export const placeholderSvg = () =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600"><rect width="600" height="600" fill="#eeece8"/><path d="M220 380l60-80 50 60 30-36 60 56z" fill="#c9c4bb"/><circle cx="360" cy="250" r="24" fill="#c9c4bb"/></svg>`;
