// The shop's checkout settings and WooCommerce 10.4.3's data as its es_ES translation prints them:
// allowed countries, their states (i18n/states.php), the country locale (WC_Countries::
// get_country_locale), the default address fields, the gateways, shipping zones and the coupon.
import { MONEI_GATEWAY } from './monei.mjs';

/** WC_Countries::get_allowed_countries(): the shop sells to these, sorted by their Spanish name. */
export const COUNTRIES = [
  ['DE', 'Alemania'],
  ['AE', 'Emiratos Árabes Unidos'],
  ['ES', 'España'],
  ['US', 'Estados Unidos (EE. UU.)'],
  ['FR', 'Francia'],
  ['IE', 'Irlanda'],
  ['IT', 'Italia'],
  ['PT', 'Portugal'],
  ['GB', 'Reino Unido (UK)'],
];
export const COUNTRY_NAMES = Object.fromEntries(COUNTRIES);
export const BASE_COUNTRY = 'ES';

const pairs = (text) => Object.fromEntries(text.split(';').filter(Boolean).map((p) => p.split('|')));

/**
 * i18n/states.php for the allowed countries: a code → name map, an empty list (the country has no
 * states: the field is hidden), or no entry at all (GB, AE: a free-text field).
 */
export const STATES = {
  DE: pairs('DE-BW|Baden-Wurtemberg;DE-BY|Baviera;DE-BE|Berlín;DE-BB|Brandeburgo;DE-HB|Bremen;DE-HH|Hamburgo;DE-HE|Hesse;DE-MV|Mecklemburgo-Pomerania Occidental;DE-NI|Baja Sajonia;DE-NW|Renania del Norte-Westfalia;DE-RP|Renania-Palatinado;DE-SL|Sarre;DE-SN|Sajonia;DE-ST|Sajonia-Anhalt;DE-SH|Schleswig-Holstein;DE-TH|Turingia'),
  ES: pairs('C|A Coruña;VI|Araba/Álava;AB|Albacete;A|Alicante;AL|Almería;O|Asturias;AV|Ávila;BA|Badajoz;PM|Baleares;B|Barcelona;BU|Burgos;CC|Cáceres;CA|Cádiz;S|Cantabria;CS|Castellón;CE|Ceuta;CR|Ciudad Real;CO|Córdoba;CU|Cuenca;GI|Girona;GR|Granada;GU|Guadalajara;SS|Gipuzkoa;H|Huelva;HU|Huesca;J|Jaén;LO|La Rioja;GC|Las Palmas;LE|León;L|Lleida;LU|Lugo;M|Madrid;MA|Málaga;ML|Melilla;MU|Murcia;NA|Navarra;OR|Ourense;P|Palencia;PO|Pontevedra;SA|Salamanca;TF|Santa Cruz de Tenerife;SG|Segovia;SE|Sevilla;SO|Soria;T|Tarragona;TE|Teruel;TO|Toledo;V|Valencia;VA|Valladolid;BI|Vizcaya;ZA|Zamora;Z|Zaragoza'),
  US: pairs('AL|Alabama;AK|Alaska;AZ|Arizona;AR|Arkansas;CA|California;CO|Colorado;CT|Connecticut;DE|Delaware;DC|Distrito de Columbia;FL|Florida;GA|Georgia;HI|Hawái;ID|Idaho;IL|Illinois;IN|Indiana;IA|Iowa;KS|Kansas;KY|Kentucky;LA|Luisiana;ME|Maine;MD|Maryland;MA|Massachusetts;MI|Míchigan;MN|Minnesota;MS|Misisipi;MO|Misuri;MT|Montana;NE|Nebraska;NV|Nevada;NH|Nuevo Hampshire;NJ|Nueva Jersey;NM|Nuevo México;NY|Nueva York;NC|Carolina del Norte;ND|Dakota del Norte;OH|Ohio;OK|Oklahoma;OR|Oregón;PA|Pensilvania;RI|Rhode Island;SC|Carolina del Sur;SD|Dakota del Sur;TN|Tennessee;TX|Texas;UT|Utah;VT|Vermont;VA|Virginia;WA|Washington;WV|Virginia Occidental;WI|Wisconsin;WY|Wyoming;AA|Fuerzas Armadas (AA);AE|Fuerzas Armadas (AE);AP|Fuerzas Armadas (AP)'),
  FR: [],
  IE: pairs('CW|Carlow;CN|Cavan;CE|Clare;CO|Cork;DL|Donegal;D|Dublín;G|Galway;KY|Kerry;KE|Kildare;KK|Kilkenny;LS|Laois;LM|Leitrim;LK|Limerick;LD|Longford;LH|Louth;MO|Mayo;MH|Meath;MN|Monaghan;OY|Offaly;RN|Roscommon;SO|Sligo;TA|Tipperary;WD|Waterford;WH|Westmeath;WX|Wexford;WW|Wicklow'),
  IT: pairs("AG|Agrigento;AL|Alessandria;AN|Ancona;AO|Aosta;AR|Arezzo;AP|Ascoli Piceno;AT|Asti;AV|Avellino;BA|Bari;BT|Barletta-Andria-Trani;BL|Belluno;BN|Benevento;BG|Bergamo;BI|Biella;BO|Bologna;BZ|Bolzano;BS|Brescia;BR|Brindisi;CA|Cagliari;CL|Caltanissetta;CB|Campobasso;CE|Caserta;CT|Catania;CZ|Catanzaro;CH|Chieti;CO|Como;CS|Cosenza;CR|Cremona;KR|Crotone;CN|Cuneo;EN|Enna;FM|Fermo;FE|Ferrara;FI|Firenze;FG|Foggia;FC|Forlì-Cesena;FR|Frosinone;GE|Genova;GO|Gorizia;GR|Grosseto;IM|Imperia;IS|Isernia;SP|La Spezia;AQ|L'Aquila;LT|Latina;LE|Lecce;LC|Lecco;LI|Livorno;LO|Lodi;LU|Lucca;MC|Macerata;MN|Mantova;MS|Massa-Carrara;MT|Matera;ME|Messina;MI|Milano;MO|Modena;MB|Monza e della Brianza;NA|Napoli;NO|Novara;NU|Nuoro;OR|Oristano;PD|Padova;PA|Palermo;PR|Parma;PV|Pavia;PG|Perugia;PU|Pesaro e Urbino;PE|Pescara;PC|Piacenza;PI|Pisa;PT|Pistoia;PN|Pordenone;PZ|Potenza;PO|Prato;RG|Ragusa;RA|Ravenna;RC|Reggio Calabria;RE|Reggio Emilia;RI|Rieti;RN|Rimini;RM|Roma;RO|Rovigo;SA|Salerno;SS|Sassari;SV|Savona;SI|Siena;SR|Siracusa;SO|Sondrio;SU|Sud Sardegna;TA|Taranto;TE|Teramo;TR|Terni;TO|Torino;TP|Trapani;TN|Trento;TV|Treviso;TS|Trieste;UD|Udine;VA|Varese;VE|Venezia;VB|Verbano-Cusio-Ossola;VC|Vercelli;VR|Verona;VV|Vibo Valentia;VI|Vicenza;VT|Viterbo"),
  PT: [],
};

/** WC_Countries::get_default_address_fields() (company and address 2 optional, as 10.x's defaults). */
export function defaultAddressFields() {
  const wide = (...more) => ['form-row-wide', ...more];
  return {
    first_name: { label: 'Nombre', required: true, class: ['form-row-first'], autocomplete: 'given-name', priority: 10 },
    last_name: { label: 'Apellidos', required: true, class: ['form-row-last'], autocomplete: 'family-name', priority: 20 },
    company: { label: 'Nombre de la empresa', class: wide(), autocomplete: 'organization', priority: 30, required: false },
    country: { type: 'country', label: 'País / Región', required: true, class: wide('address-field', 'update_totals_on_change'), autocomplete: 'country', priority: 40 },
    address_1: { label: 'Dirección de la calle', placeholder: 'Nombre de la calle y número de la casa', required: true, class: wide('address-field'), autocomplete: 'address-line1', priority: 50 },
    address_2: { label: 'Apartamento, habitación, escalera, etc.', label_class: ['screen-reader-text'], placeholder: 'Apartamento, habitación, escalera, etc. (opcional)', class: wide('address-field'), autocomplete: 'address-line2', priority: 60, required: false },
    city: { label: 'Localidad / Ciudad', required: true, class: wide('address-field'), autocomplete: 'address-level2', priority: 70 },
    state: { type: 'state', label: 'Región / Provincia', required: true, class: wide('address-field'), validate: ['state'], autocomplete: 'address-level1', priority: 80 },
    postcode: { label: 'Código postal', required: true, class: wide('address-field'), validate: ['postcode'], autocomplete: 'postal-code', priority: 90 },
  };
}

/**
 * WC_Countries::get_country_locale() for the allowed countries, as WooCommerce 10.4.3 has them
 * (intersected with the allowed countries, in its order), then `default`.
 */
export const COUNTRY_LOCALE = {
  AE: { postcode: { required: false, hidden: true }, state: { required: false } },
  DE: { postcode: { priority: 65 }, state: { required: false } },
  ES: { postcode: { priority: 65 }, state: { label: 'Provincia' } },
  FR: { postcode: { priority: 65 }, state: { required: false, hidden: true } },
  GB: { postcode: { label: 'Código postal' }, state: { label: 'Condado', required: false } },
  IE: { postcode: { required: true, label: 'Eircode' }, state: { label: 'Condado' } },
  IT: { postcode: { priority: 65 }, state: { required: true, label: 'Provincia' } },
  PT: { state: { required: false, hidden: true } },
  US: { postcode: { label: 'Código postal ZIP' }, state: { label: 'Estado' } },
};

/** get_country_locale_field_selectors(). */
export const LOCALE_FIELDS = {
  address_1: '#billing_address_1_field, #shipping_address_1_field',
  address_2: '#billing_address_2_field, #shipping_address_2_field',
  state: '#billing_state_field, #shipping_state_field, #calc_shipping_state_field',
  postcode: '#billing_postcode_field, #shipping_postcode_field, #calc_shipping_postcode_field',
  city: '#billing_city_field, #shipping_city_field, #calc_shipping_city_field',
};

/**
 * The shop's gateways, in their order (the first is chosen by default). Cash on delivery has its
 * own button text (a gateway's order_button_text), so choosing it changes #place_order's text.
 * MONEI's card gateway (demo/lib/monei.mjs) comes last: it pays through the provider sandbox, and
 * its payment box holds the plugin's fields instead of a description (`hasFields`).
 */
export const GATEWAYS = [
  {
    id: 'bacs',
    title: 'Transferencia bancaria directa',
    description: 'Realiza tu pago directamente en nuestra cuenta bancaria. Por favor, usa el número del pedido como referencia de pago. Tu pedido no se procesará hasta que se haya recibido el importe en nuestra cuenta.',
    orderButtonText: '',
    status: 'on-hold',
    instructions: 'Realiza tu pago directamente en nuestra cuenta bancaria (ES91 2100 0418 4502 0005 1332). Por favor, usa el número del pedido como referencia de pago.',
  },
  {
    id: 'cheque',
    title: 'Pagos por cheque',
    description: 'Por favor, envía un cheque a Tienda Aurora, Calle del Mar 12, 46001 Valencia.',
    orderButtonText: '',
    status: 'on-hold',
    instructions: 'Por favor, envía un cheque a Tienda Aurora, Calle del Mar 12, 46001 Valencia.',
  },
  {
    id: 'cod',
    title: 'Contra reembolso',
    description: 'Paga en efectivo en el momento de la entrega.',
    orderButtonText: 'Pagar al recibir',
    status: 'processing',
    instructions: 'Paga en efectivo en el momento de la entrega.',
  },
  MONEI_GATEWAY,
];

/**
 * Gateways that save payment methods (My Account > Add payment method): two stand-ins that only
 * answer with a notice, then MONEI's card gateway, which saves a card through the sandbox.
 */
export const TOKEN_GATEWAYS = [
  { id: 'tarjeta_demo', title: 'Tarjeta de demostración', description: 'Pasarela de demostración: guarda una tarjeta de prueba, no se hace ningún cargo.' },
  { id: 'sepa_demo', title: 'Adeudo directo SEPA', description: 'Pasarela de demostración: guarda una cuenta de prueba para adeudos domiciliados.' },
  MONEI_GATEWAY,
];

export const ORDER_STATUS_LABELS = {
  pending: 'Pendiente de pago',
  processing: 'Procesando',
  'on-hold': 'En espera',
  completed: 'Completado',
  failed: 'Fallido',
  cancelled: 'Cancelado',
  refunded: 'Reembolsado',
};

/** The shop's one coupon: 10 % off the cart. */
export const COUPONS = { bienvenida10: { percent: 10 } };

/** Free shipping in the peninsula from this amount (after discounts, taxes included). */
export const FREE_SHIPPING_MIN = 50;

/**
 * Shipping zones and their rates: the peninsula and the Balearics get a choice of two, the Canary
 * Islands, the rest of Europe and the world one flat rate each (a hidden input, as WooCommerce
 * prints a single rate).
 */
export function shippingRates(country, state, amount) {
  if (country === 'ES' && (state === 'GC' || state === 'TF')) {
    return [{ id: 'flat_rate:4', method: 'flat_rate', label: 'Envío a Canarias', cost: 14.95 }];
  }
  if (country === 'ES') {
    return [
      { id: 'flat_rate:1', method: 'flat_rate', label: 'Envío estándar', cost: 4.95 },
      amount >= FREE_SHIPPING_MIN
        ? { id: 'free_shipping:2', method: 'free_shipping', label: 'Envío gratuito', cost: 0 }
        : { id: 'local_pickup:3', method: 'local_pickup', label: 'Recogida local', cost: 0 },
    ];
  }
  if (['PT', 'FR', 'DE', 'IT', 'IE'].includes(country)) {
    return [{ id: 'flat_rate:5', method: 'flat_rate', label: 'Envío a Europa', cost: 9.95 }];
  }
  if (COUNTRY_NAMES[country]) return [{ id: 'flat_rate:6', method: 'flat_rate', label: 'Envío internacional', cost: 19.95 }];
  return [];
}
