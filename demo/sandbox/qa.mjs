// The QA page (GET / on the API origin): every payment the sandbox holds, newest first, with its
// status history and webhook deliveries, plus the test cards and the armed fault switches. A person
// checking a flow by hand reads it; nothing here is an API.
import { TEST_CARDS } from './cards.mjs';
import { formatAmount, html, htmlPage } from './pages.mjs';

const QA_STYLE = `
  main{max-width:none;margin:1rem;border-radius:0}
  table{border-collapse:collapse;width:100%;margin:0 0 1.5rem;font-size:.9rem}
  th,td{border:1px solid #d0d3d8;padding:.35rem .5rem;text-align:left;vertical-align:top}
  th{background:#eef0f3}
  code{font-size:.85rem;overflow-wrap:anywhere}
  ol,ul{margin:0;padding-left:1.1rem}
  h2{font-size:1.1rem;margin:1.5rem 0 .5rem}
`;

function historyList(history) {
  return html`<ol>${history.map((h) => html`<li>${h.status}${h.statusCode ? ` ${h.statusCode}` : ''} <span class="muted">${h.at}</span></li>`)}</ol>`;
}

function deliveryList(deliveries) {
  if (!deliveries.length) return 'none';
  return html`<ul>${deliveries.map(
    (d) => html`<li>${d.paymentStatus} → <code>${d.url}</code>: <strong>${d.state}</strong>
      (${d.attempts.map((a, i) => html`${i ? ', ' : ''}${a.status ?? a.error}`)})</li>`,
  )}</ul>`;
}

function faultList(faults) {
  if (!faults.length) return html`<p>No fault switch is armed.</p>`;
  return html`<ul>${faults.map(
    (f) => html`<li>${f.hang ? 'hang' : ''}${f.delayMs ? ` delay ${f.delayMs} ms` : ''}${f.status ? ` status ${f.status}` : ''}; ${f.remaining} request(s) left${f.path ? html`, path <code>${f.path}</code>` : ''}</li>`,
  )}</ul>`;
}

/**
 * @param {{ payments: object[], faults: object[], apiOrigin: string, componentsOrigin: string }} state
 *   `payments` are sandbox views (store.sandboxPayment) with `webhookDeliveries`.
 * @returns {{ text: string, csp: string }}
 */
export function qaPage({ payments, faults, apiOrigin, componentsOrigin }) {
  const rows = [...payments].reverse();
  const body = html`<main aria-labelledby="title">
<h1 id="title">Payment sandbox</h1>
<p class="muted">API origin <code>${apiOrigin}</code>, components origin <code>${componentsOrigin}</code>.
JSON: <a href="/__sandbox/payments">/__sandbox/payments</a>.</p>

<h2>Payments (${payments.length})</h2>
${rows.length
    ? html`<table>
<thead><tr><th scope="col">Payment</th><th scope="col">Order</th><th scope="col">Amount</th><th scope="col">Type</th><th scope="col">Status</th><th scope="col">History</th><th scope="col">Webhooks</th></tr></thead>
<tbody>${rows.map(
        (p) => html`<tr data-payment-id="${p.id}">
<td><code>${p.id}</code>${p.paymentMethod?.card?.last4 ? html`<br>${p.paymentMethod.card.brand} •••• ${p.paymentMethod.card.last4}` : ''}</td>
<td>${p.orderId}</td>
<td>${formatAmount(p.amount, p.currency)}${p.refundedAmount ? html`<br>refunded ${formatAmount(p.refundedAmount, p.currency)}` : ''}</td>
<td>${p.transactionType}</td>
<td><strong>${p.status}</strong>${p.statusCode ? ` ${p.statusCode}` : ''}${p.statusMessage ? html`<br>${p.statusMessage}` : ''}${p.nextAction ? html`<br>next: ${p.nextAction.type}` : ''}</td>
<td>${historyList(p.history)}</td>
<td>${deliveryList(p.webhookDeliveries ?? [])}</td>
</tr>`,
      )}</tbody>
</table>`
    : html`<p>No payment yet.</p>`}

<h2>Fault switches</h2>
${faultList(faults)}

<h2>Test cards</h2>
<p>Any future expiry (12/34), CVC 123. Any other number that passes Luhn pays without 3-D Secure.</p>
<table>
<thead><tr><th scope="col">Number</th><th scope="col">Brand</th><th scope="col">Scenario</th><th scope="col">What happens</th></tr></thead>
<tbody>${TEST_CARDS.map((c) => html`<tr><td><code>${c.number}</code></td><td>${c.brand}</td><td>${c.scenario}</td><td>${c.label}</td></tr>`)}</tbody>
</table>
</main>`;
  return htmlPage({ title: 'Payment sandbox', body, style: QA_STYLE });
}
