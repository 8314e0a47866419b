// Regenerates fixtures/catalogue.json: `node demo/tools/build-catalogue.mjs`.
// The catalogue is data; this script only exists so the long variation lists stay consistent.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const out = fileURLToPath(new URL('../../fixtures/catalogue.json', import.meta.url));

const categories = [
  { slug: 'menaje', name: 'Tazas y menaje' },
  { slug: 'ropa', name: 'Ropa' },
  { slug: 'accesorios', name: 'Accesorios' },
  { slug: 'hogar', name: 'Hogar' },
  { slug: 'papeleria', name: 'Papelería' },
];

// Taxonomy attribute pa_color: slug → label and the colour the image generator paints.
const colours = {
  blanco: ['Blanco', '#f4f1ea'],
  'azul-marino': ['Azul marino', '#22365c'],
  'verde-salvia': ['Verde salvia', '#8fa98a'],
  terracota: ['Terracota', '#c0603c'],
  'gris-jaspeado': ['Gris jaspeado', '#9aa0a6'],
  negro: ['Negro', '#26282b'],
  burdeos: ['Burdeos', '#6e1f2f'],
  mostaza: ['Mostaza', '#d3a21f'],
  'verde-oliva': ['Verde oliva', '#6b7143'],
  arena: ['Arena', '#d8c3a0'],
  'rojo-teja': ['Rojo teja', '#a8432f'],
  crudo: ['Crudo', '#ece3cf'],
  'azul-niebla': ['Azul niebla', '#8fa7c0'],
};

const attributes = {
  pa_color: {
    label: 'Color',
    taxonomy: true,
    terms: Object.fromEntries(Object.entries(colours).map(([slug, [name]]) => [slug, name])),
  },
};

function img(id, shape, colors, bg, view = 'front', alt = '') {
  return { id, shape, colors, bg, view, alt };
}
function gallery(base, shape, colors, bgs, alt) {
  return [
    img(base + 1, shape, colors, bgs[1] ?? bgs[0], 'detail', `${alt}: detalle`),
    img(base + 2, shape, colors, bgs[2] ?? bgs[0], 'tilt', `${alt}: otra vista`),
    img(base + 3, shape, [colors[1], colors[0]], bgs[3] ?? bgs[0], 'pattern', `${alt}: estampado`),
    // Five images in all: the server's thumbnail row is one row of four, as the slider's strip.
    img(base + 5, shape, colors, bgs[0], 'closeup', `${alt}: primer plano`),
  ];
}

const simple = (p) => ({
  type: 'simple',
  sale_price: '',
  stock_status: 'instock',
  manage_stock: false,
  stock_quantity: null,
  sold_individually: false,
  virtual: false,
  attributes: [],
  variations: [],
  ...p,
});

const products = [];

products.push(
  simple({
    id: 11, slug: 'taza-ceramica-amanecer', name: 'Taza de cerámica Amanecer', sku: 'TAZ-AMA-01',
    regular_price: '14.90', categories: ['menaje'], rating: '4.60', review_count: 12, total_sales: 310,
    date: '2024-10-02', menu_order: 1, manage_stock: true, stock_quantity: 25,
    weight: '0.35', dimensions: { length: '12', width: '9', height: '10' },
    short_description: 'Taza de gres esmaltada a mano en Manises, con el degradado cálido de la primera luz del día. Capacidad de 350 ml.',
    description: 'Cada pieza se esmalta a mano, así que no hay dos iguales. Apta para lavavajillas y microondas. El asa ancha se agarra cómodamente incluso con guantes.',
    image: img(1110, 'mug', ['#e8895b', '#f6d8a8'], '#fbeee3', 'front', 'Taza de cerámica naranja'),
  }),
  simple({
    id: 12, slug: 'taza-esmaltada-camping', name: 'Taza esmaltada de camping', sku: 'TAZ-CAMP-02',
    regular_price: '18.00', sale_price: '12.50', categories: ['menaje'], rating: '4.20', review_count: 8, total_sales: 540,
    date: '2024-06-14', menu_order: 2,
    weight: '0.20', dimensions: { length: '11', width: '8', height: '8' },
    short_description: 'Acero esmaltado con borde azul, ligera e irrompible. La compañera de todas las excursiones.',
    description: 'Esmalte vitrificado sobre acero al carbono. Resiste golpes, fuego de campamento y mañanas de prisa.',
    image: img(1120, 'enamel', ['#f7f7f2', '#28508a'], '#e4edf7', 'front', 'Taza esmaltada blanca con borde azul'),
  }),
);

// Variable, 16 variations (embedded in the page).
{
  const cols = ['blanco', 'azul-marino', 'verde-salvia', 'terracota'];
  const sizes = ['S', 'M', 'L', 'XL'];
  // Each size has its own weight and folded dimensions; the product's own are M's. So choosing
  // another size visibly changes the page's weight and dimensions, and a reset visibly restores them.
  const fit = {
    S: { weight: '0.16', dimensions: { length: '28', width: '23', height: '2' } },
    M: { weight: '0.18', dimensions: { length: '30', width: '25', height: '2' } },
    L: { weight: '0.20', dimensions: { length: '32', width: '27', height: '2' } },
    XL: { weight: '0.21', dimensions: { length: '34', width: '29', height: '3' } },
  };
  const variations = [];
  let n = 0;
  cols.forEach((c, ci) => {
    sizes.forEach((s) => {
      n += 1;
      const v = {
        id: 300 + n,
        attributes: { attribute_pa_color: c, attribute_talla: s },
        sku: `CAM-ORG-${c.toUpperCase().replace(/-/g, '')}-${s}`,
        regular_price: '19.90',
        sale_price: c === 'terracota' ? '15.90' : '',
        stock_status: c === 'verde-salvia' && s === 'XL' ? 'outofstock' : 'instock',
        manage_stock: c === 'azul-marino' && s === 'M',
        stock_quantity: c === 'azul-marino' && s === 'M' ? 2 : null,
        sold_individually: false,
        weight: fit[s].weight,
        dimensions: fit[s].dimensions,
        description: c === 'terracota' ? 'Tinte de origen vegetal: el color puede variar ligeramente.' : '',
        image: img(1300 + ci, 'tshirt', [colours[c][1], '#ffffff'], '#eef0ec', 'front', `Camiseta ${colours[c][0].toLowerCase()}`),
      };
      variations.push(v);
    });
  });
  products.push({
    id: 13, type: 'variable', slug: 'camiseta-organica-basica', name: 'Camiseta orgánica básica', sku: 'CAM-ORG',
    regular_price: '', sale_price: '', categories: ['ropa'], rating: '4.40', review_count: 21, total_sales: 820,
    date: '2025-01-20', menu_order: 3, stock_status: 'instock', manage_stock: false, stock_quantity: null,
    sold_individually: false, virtual: false,
    weight: '0.18', dimensions: { length: '30', width: '25', height: '2' },
    short_description: 'Algodón 100 % orgánico de 180 g/m², corte recto y cuello redondo reforzado.',
    description: 'Tejida y confeccionada en Portugal con algodón con certificado GOTS. Preencogida: conserva su talla lavado tras lavado.',
    image: img(1130, 'tshirt', ['#22365c', '#ffffff'], '#eef0ec', 'front', 'Camiseta azul marino'),
    attributes: [
      { name: 'pa_color', label: 'Color', options: cols, variation: true },
      { name: 'talla', label: 'Talla', options: sizes, variation: true },
    ],
    variations,
  });
}

// Variable, 36 variations (over the 30 threshold: AJAX mode).
{
  const cols = ['gris-jaspeado', 'negro', 'azul-marino', 'burdeos', 'mostaza', 'verde-oliva'];
  const sizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
  const variations = [];
  let n = 0;
  cols.forEach((c, ci) => {
    sizes.forEach((s) => {
      n += 1;
      const out = (c === 'burdeos' && s === 'XS') || (c === 'negro' && s === 'XXL');
      variations.push({
        id: 400 + n,
        attributes: { attribute_pa_color: c, attribute_talla: s },
        sku: `SUD-MON-${c.toUpperCase().replace(/-/g, '')}-${s}`,
        regular_price: s === 'XXL' ? '49.90' : '44.90',
        sale_price: c === 'mostaza' ? '35.90' : '',
        stock_status: out ? 'outofstock' : 'instock',
        manage_stock: c === 'gris-jaspeado',
        stock_quantity: c === 'gris-jaspeado' ? 5 + ci + n % 4 : null,
        sold_individually: false,
        weight: s === 'XXL' || s === 'XL' ? '0.62' : '0.55',
        dimensions: { length: '35', width: '28', height: '6' },
        description: '',
        image: img(1400 + ci, 'hoodie', [colours[c][1], '#f4f1ea'], '#eceae6', 'front', `Sudadera ${colours[c][0].toLowerCase()}`),
      });
    });
  });
  products.push({
    id: 14, type: 'variable', slug: 'sudadera-montana', name: 'Sudadera Montaña con capucha', sku: 'SUD-MON',
    regular_price: '', sale_price: '', categories: ['ropa'], rating: '4.70', review_count: 34, total_sales: 460,
    date: '2024-11-05', menu_order: 4, stock_status: 'instock', manage_stock: false, stock_quantity: null,
    sold_individually: false, virtual: false,
    weight: '0.55', dimensions: { length: '35', width: '28', height: '6' },
    short_description: 'Felpa perchada de 320 g/m², capucha forrada y bolsillo canguro. Seis colores y seis tallas.',
    description: 'Nuestra prenda más vendida en invierno. Interior cepillado muy suave y puños de canalé que no se dan de sí.',
    image: img(1140, 'hoodie', ['#9aa0a6', '#f4f1ea'], '#eceae6', 'front', 'Sudadera gris con capucha'),
    attributes: [
      { name: 'pa_color', label: 'Color', options: cols, variation: true },
      { name: 'talla', label: 'Talla', options: sizes, variation: true },
    ],
    variations,
  });
}

// Variable with "any" attribute values; the first matching variation wins (menu order).
{
  const cap = (id, c, t, price, extra = {}) => ({
    id,
    attributes: { attribute_pa_color: c, attribute_talla: t },
    sku: `GOR-ALG-${c.toUpperCase().replace(/-/g, '')}${t ? '-' + t.replace('/', '') : ''}`,
    regular_price: price,
    sale_price: '',
    stock_status: 'instock',
    manage_stock: false,
    stock_quantity: null,
    sold_individually: false,
    weight: '0.09',
    dimensions: { length: '26', width: '19', height: '12' },
    description: '',
    image: img(1500 + ['negro', 'arena', 'azul-marino', 'rojo-teja'].indexOf(c), 'cap', [colours[c][1], '#f4f1ea'], '#f1ede4', 'front', `Gorra ${colours[c][0].toLowerCase()}`),
    ...extra,
  });
  products.push({
    id: 15, type: 'variable', slug: 'gorra-algodon-lavado', name: 'Gorra de algodón lavado', sku: 'GOR-ALG',
    regular_price: '', sale_price: '', categories: ['accesorios', 'ropa'], rating: '4.10', review_count: 9, total_sales: 205,
    date: '2024-08-30', menu_order: 5, stock_status: 'instock', manage_stock: false, stock_quantity: null,
    sold_individually: false, virtual: false,
    weight: '0.09', dimensions: { length: '26', width: '19', height: '12' },
    short_description: 'Seis paneles, visera curva y cierre metálico ajustable. Elige el color; la talla, cualquiera de las dos.',
    description: 'Algodón lavado a la piedra para un tacto suave desde el primer día. La talla L/XL en negro lleva el interior acolchado.',
    image: img(1150, 'cap', ['#d8c3a0', '#f4f1ea'], '#f1ede4', 'front', 'Gorra color arena'),
    attributes: [
      { name: 'pa_color', label: 'Color', options: ['negro', 'arena', 'azul-marino', 'rojo-teja'], variation: true },
      { name: 'talla', label: 'Talla', options: ['S/M', 'L/XL'], variation: true },
    ],
    variations: [
      cap(501, 'negro', 'L/XL', '24.00', { description: 'Interior acolchado.' }),
      cap(502, 'negro', '', '22.00'),
      cap(503, 'arena', '', '22.00'),
      cap(504, 'azul-marino', '', '22.00', { manage_stock: true, stock_quantity: 4 }),
      cap(505, 'rojo-teja', '', '22.00', { stock_status: 'outofstock' }),
    ],
  });
}

products.push(
  simple({
    id: 16, slug: 'bolsa-tote-lona', name: 'Bolsa tote de lona', sku: 'BOL-TOT-06',
    regular_price: '16.50', categories: ['accesorios'], rating: '4.30', review_count: 15, total_sales: 390,
    date: '2024-05-11', menu_order: 6,
    weight: '0.30', dimensions: { length: '40', width: '10', height: '42' },
    short_description: 'Lona de algodón de 12 oz con asas largas para llevar al hombro. Cabe un portátil de 15".',
    description: 'Bolsillo interior con cremallera y base reforzada. Estampada a mano con tintas al agua.',
    image: img(1160, 'tote', ['#ece3cf', '#2f6f5e'], '#e6efe9', 'front', 'Bolsa tote crudo con estampado verde'),
  }),
  simple({
    id: 17, slug: 'mochila-urbana-impermeable', name: 'Mochila urbana impermeable', sku: 'MOC-URB-07',
    regular_price: '69.00', sale_price: '54.90', categories: ['accesorios'], rating: '4.80', review_count: 27, total_sales: 275,
    date: '2024-12-01', menu_order: 7, manage_stock: true, stock_quantity: 3,
    weight: '0.90', dimensions: { length: '30', width: '14', height: '45' },
    short_description: 'Tejido reciclado con recubrimiento impermeable, compartimento acolchado y cierre enrollable.',
    description: '22 litros que se expanden a 26. Espalda transpirable y bolsillo secreto para el pasaporte.',
    image: img(1170, 'backpack', ['#2f4858', '#e07a3f'], '#e8edf0', 'front', 'Mochila gris azulada'),
  }),
  simple({
    id: 18, slug: 'botella-termica-acero', name: 'Botella térmica de acero 750 ml', sku: 'BOT-TER-08',
    regular_price: '27.50', categories: ['menaje', 'accesorios'], rating: '4.50', review_count: 19, total_sales: 610,
    date: '2024-09-18', menu_order: 8,
    weight: '0.40', dimensions: { length: '8', width: '8', height: '28' },
    short_description: 'Doble pared al vacío: 24 horas frío, 12 horas caliente. Sin BPA y sin sabores.',
    description: 'Acero inoxidable 18/8 con acabado en polvo antideslizante. Tapón de bambú.',
    image: img(1180, 'bottle', ['#3f7d6e', '#d9c7a3'], '#e7f0ed', 'front', 'Botella térmica verde'),
  }),
  simple({
    id: 19, slug: 'cuaderno-tapa-dura-a5', name: 'Cuaderno de tapa dura A5', sku: 'CUA-A5-09',
    regular_price: '9.95', categories: ['papeleria'], rating: '4.90', review_count: 41, total_sales: 980,
    date: '2025-02-03', menu_order: 9,
    weight: '0.32', dimensions: { length: '21', width: '15', height: '2' },
    short_description: '192 páginas de papel de 100 g con puntos, cinta marcapáginas y cierre elástico.',
    description: 'Cosido con hilo para que se abra completamente plano. Papel libre de ácido apto para pluma.',
    image: img(1190, 'notebook', ['#b5452f', '#f2d49b'], '#f5ece1', 'front', 'Cuaderno rojo con goma'),
  }),
  simple({
    id: 20, slug: 'lamina-costa-brava', name: 'Lámina ilustrada Costa Brava', sku: 'LAM-CB-10',
    regular_price: '35.00', categories: ['hogar', 'papeleria'], rating: '5.00', review_count: 6, total_sales: 88,
    date: '2025-03-01', menu_order: 10, sold_individually: true,
    weight: '0.15', dimensions: { length: '50', width: '40', height: '1' },
    short_description: 'Impresión giclée numerada y firmada, edición limitada. Se vende una por cliente.',
    description: 'Papel de algodón de 308 g. Se envía en tubo rígido. Marco no incluido.',
    image: img(1200, 'poster', ['#2a6f97', '#f4a259'], '#f3efe8', 'front', 'Lámina con mar y sol'),
  }),
  simple({
    id: 21, slug: 'vela-soja-higuera', name: 'Vela aromática de soja Higuera', sku: 'VEL-HIG-11',
    regular_price: '21.00', categories: ['hogar'], rating: '4.70', review_count: 13, total_sales: 350,
    date: '2024-07-07', menu_order: 11, stock_status: 'outofstock', manage_stock: true, stock_quantity: 0,
    weight: '0.45', dimensions: { length: '9', width: '9', height: '10' },
    short_description: 'Cera de soja natural con notas de hoja de higuera y bergamota. 45 horas de combustión.',
    description: 'Mecha de algodón sin plomo en vaso de vidrio reciclado. Vuelve pronto.',
    image: img(1210, 'candle', ['#6b8f71', '#f6efe0'], '#eef2ea', 'front', 'Vela en vaso verde'),
  }),
  simple({
    id: 22, slug: 'maceta-terracota-pintada', name: 'Maceta de terracota pintada', sku: 'MAC-TER-12',
    regular_price: '12.00', categories: ['hogar'], rating: '4.00', review_count: 4, total_sales: 150,
    date: '2024-04-22', menu_order: 12,
    weight: '0.70', dimensions: { length: '14', width: '14', height: '13' },
    short_description: 'Terracota de Talavera pintada a mano, con agujero de drenaje y plato.',
    description: 'Diámetro de 14 cm, perfecta para aromáticas y suculentas.',
    image: img(1220, 'pot', ['#c0603c', '#f4f1ea'], '#f6ebe4', 'front', 'Maceta de terracota con planta'),
  }),
  simple({
    id: 23, slug: 'calcetines-rayas-pack-3', name: 'Calcetines de rayas (pack de 3)', sku: 'CAL-RAY-13',
    regular_price: '15.00', sale_price: '11.25', categories: ['ropa'], rating: '4.40', review_count: 22, total_sales: 720,
    date: '2024-10-28', menu_order: 13,
    weight: '0.15', dimensions: { length: '25', width: '10', height: '3' },
    short_description: 'Algodón peinado con puntera sin costuras. Tres pares de colores combinables.',
    description: 'Talla única 38–44. Refuerzo en talón y puntera.',
    image: img(1230, 'socks', ['#d3a21f', '#22365c'], '#f4efe0', 'front', 'Calcetines de rayas amarillas y azules'),
  }),
  simple({
    id: 24, slug: 'delantal-lino', name: 'Delantal de lino lavado', sku: 'DEL-LIN-14',
    regular_price: '29.90', categories: ['hogar', 'menaje'], rating: '4.60', review_count: 10, total_sales: 190,
    date: '2024-03-15', menu_order: 14,
    weight: '0.25', dimensions: { length: '80', width: '70', height: '1' },
    short_description: 'Lino europeo lavado a la piedra, tirantes cruzados y bolsillo doble.',
    description: 'Se suaviza con cada lavado. Tirantes cruzados que reparten el peso en la espalda.',
    image: img(1240, 'apron', ['#6b7143', '#e9e2cf'], '#eeeee4', 'front', 'Delantal verde oliva'),
  }),
  simple({
    id: 25, slug: 'manta-algodon-reciclado', name: 'Manta de algodón reciclado', sku: 'MAN-ALG-15',
    regular_price: '59.00', categories: ['hogar'], rating: '4.80', review_count: 17, total_sales: 240,
    date: '2025-01-08', menu_order: 15,
    weight: '1.20', dimensions: { length: '170', width: '130', height: '1' },
    short_description: 'Tejida en Béjar con fibras recuperadas. Flecos anudados a mano. 130 × 170 cm.',
    description: 'Cada manta evita el uso de unos 2.700 litros de agua frente al algodón virgen.',
    image: img(1250, 'blanket', ['#a8432f', '#ece3cf'], '#f3e9e2', 'front', 'Manta doblada roja y crudo'),
  }),
  simple({
    id: 26, slug: 'posavasos-corcho-set', name: 'Set de posavasos de corcho', sku: 'POS-COR-16',
    regular_price: '8.50', categories: ['hogar', 'menaje'], rating: '3.90', review_count: 7, total_sales: 430,
    date: '2024-02-10', menu_order: 16,
    weight: '0.08', dimensions: { length: '10', width: '10', height: '3' },
    short_description: 'Seis posavasos de corcho extremeño, grabados con motivos geométricos.',
    description: 'Corcho natural que absorbe la condensación y protege cualquier superficie.',
    image: img(1260, 'coasters', ['#c89f6b', '#5b4636'], '#f2ede6', 'front', 'Posavasos de corcho apilados'),
  }),
  simple({
    id: 27, slug: 'tetera-hierro-fundido', name: 'Tetera de hierro fundido', sku: 'TET-HIE-17',
    regular_price: '45.00', categories: ['menaje'], rating: '4.50', review_count: 11, total_sales: 95,
    date: '2024-12-20', menu_order: 17, manage_stock: true, stock_quantity: 1,
    weight: '1.40', dimensions: { length: '18', width: '15', height: '12' },
    short_description: 'Interior esmaltado e infusor de acero. 800 ml. ¡Última unidad!',
    description: 'Conserva el calor durante mucho tiempo. Apta para vitrocerámica a baja potencia.',
    image: img(1270, 'teapot', ['#2d3a3a', '#b08d57'], '#e9ecea', 'front', 'Tetera negra de hierro'),
  }),
  simple({
    id: 28, slug: 'tarjeta-regalo-50', name: 'Tarjeta regalo 50 €', sku: 'REG-50-18',
    regular_price: '50.00', categories: ['papeleria'], rating: '0', review_count: 0, total_sales: 130,
    date: '2024-01-05', menu_order: 18, sold_individually: true, virtual: true,
    weight: '', dimensions: { length: '', width: '', height: '' },
    short_description: 'Un regalo que siempre acierta. Se envía por correo electrónico. Una por pedido.',
    description: 'Válida durante 12 meses en toda la tienda.',
    image: img(1280, 'giftcard', ['#0f5e59', '#f2c14e'], '#e5f0ee', 'front', 'Tarjeta regalo verde con lazo'),
  }),
  simple({
    id: 29, slug: 'paraguas-plegable-lluvia-fina', name: 'Paraguas plegable Lluvia fina', sku: 'PAR-LLU-19',
    regular_price: '32.00', sale_price: '25.60', categories: ['accesorios'], rating: '4.20', review_count: 5, total_sales: 60,
    date: '2024-09-01', menu_order: 19, stock_status: 'outofstock',
    weight: '0.35', dimensions: { length: '28', width: '6', height: '6' },
    short_description: 'Antiviento con varillas de fibra de vidrio. Apertura y cierre automáticos.',
    description: 'Se pliega hasta 28 cm y pesa 350 g. Funda incluida.',
    image: img(1290, 'umbrella', ['#8fa7c0', '#22365c'], '#e9eef4', 'front', 'Paraguas azul niebla'),
  }),
);

// Variable, 3 variations: one sold individually, one out of stock, one with limited stock.
products.push({
  id: 30, type: 'variable', slug: 'funda-cojin-lino', name: 'Funda de cojín de lino', sku: 'COJ-LIN',
  regular_price: '', sale_price: '', categories: ['hogar'], rating: '4.30', review_count: 8, total_sales: 170,
  date: '2024-11-25', menu_order: 20, stock_status: 'instock', manage_stock: false, stock_quantity: null,
  sold_individually: false, virtual: false,
  weight: '0.20', dimensions: { length: '45', width: '45', height: '1' },
  short_description: 'Lino lavado de 45 × 45 cm con cremallera oculta. Relleno no incluido.',
  description: 'Confeccionada en Valencia. Lavable a 40 °C.',
  image: img(1600, 'cushion', ['#ece3cf', '#c0603c'], '#f3efe6', 'front', 'Cojín de lino crudo'),
  attributes: [{ name: 'pa_color', label: 'Color', options: ['crudo', 'azul-niebla', 'terracota'], variation: true }],
  variations: [
    {
      id: 601, attributes: { attribute_pa_color: 'crudo' }, sku: 'COJ-LIN-CRUDO', regular_price: '18.50', sale_price: '',
      stock_status: 'instock', manage_stock: true, stock_quantity: 6, sold_individually: false, weight: '0.20',
      dimensions: { length: '45', width: '45', height: '1' }, description: '',
      image: img(1601, 'cushion', ['#ece3cf', '#c0603c'], '#f3efe6', 'front', 'Cojín crudo'),
    },
    {
      id: 602, attributes: { attribute_pa_color: 'azul-niebla' }, sku: 'COJ-LIN-AZUL', regular_price: '18.50', sale_price: '',
      stock_status: 'outofstock', manage_stock: false, stock_quantity: null, sold_individually: false, weight: '0.20',
      dimensions: { length: '45', width: '45', height: '1' }, description: '',
      image: img(1602, 'cushion', ['#8fa7c0', '#f4f1ea'], '#eaeff4', 'front', 'Cojín azul niebla'),
    },
    {
      id: 603, attributes: { attribute_pa_color: 'terracota' }, sku: 'COJ-LIN-TERRA', regular_price: '22.00', sale_price: '19.80',
      stock_status: 'instock', manage_stock: false, stock_quantity: null, sold_individually: true, weight: '0.22',
      dimensions: { length: '50', width: '50', height: '1' }, description: 'Edición especial de 50 × 50 cm, una por pedido.',
      image: img(1603, 'cushion', ['#c0603c', '#f4f1ea'], '#f6ebe4', 'front', 'Cojín terracota'),
    },
  ],
});

for (const p of products) {
  if (!p.gallery) {
    const im = p.image;
    const bgs = [im.bg, '#f1f1ee', '#f6f3ee', '#ecefee'];
    p.gallery = gallery(im.id, im.shape, im.colors, bgs, p.name);
  }
}

const reviewers = ['Lucía', 'Jordi', 'Marta', 'Iker', 'Carmen', 'Pablo', 'Nerea', 'Andrés'];
const reviewTexts = [
  'Mejor de lo que esperaba. La calidad se nota nada más abrir el paquete.',
  'Llegó en dos días y muy bien embalado. Repetiré.',
  'Bonito y práctico. El color es exactamente el de las fotos.',
  'Buen producto, aunque el envío tardó un poco más de lo previsto.',
];
for (const p of products) {
  const count = Math.min(3, p.review_count);
  p.reviews = Array.from({ length: count }, (_, i) => ({
    id: p.id * 10 + i,
    author: reviewers[(p.id + i) % reviewers.length],
    rating: Math.max(3, Math.min(5, Math.round(Number(p.rating)) - (i === 2 ? 1 : 0))),
    date: `2025-0${1 + ((p.id + i) % 8)}-1${i}T10:0${i}:00+00:00`,
    text: reviewTexts[(p.id + i) % reviewTexts.length],
  }));
}

const catalogue = {
  site: { name: 'Tienda Aurora', tagline: 'Objetos bonitos para el día a día', currency: 'EUR', locale: 'es-ES' },
  store_notice: 'Envío gratis en pedidos de más de 50 €. Esta tienda es una demostración: no se servirá ningún pedido.',
  categories,
  attributes,
  attribute_colors: Object.fromEntries(Object.entries(colours).map(([slug, [, hex]]) => [slug, hex])),
  products,
};

writeFileSync(out, JSON.stringify(catalogue, null, 2) + '\n');
console.log(`wrote ${out}: ${products.length} products, ${products.reduce((n, p) => n + p.variations.length, 0)} variations`);
