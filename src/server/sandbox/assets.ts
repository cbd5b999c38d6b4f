/**
 * The local checkout sandbox's script and style, served as files (/sandbox/checkout.js,
 * /sandbox/update-payment.js, /sandbox/sandbox.css) because the CSP forbids inline scripts and styles.
 * Plain browser JavaScript, kept as text so the server needs no build step for it. Each script starts with
 * SANDBOX_SEND_JS: its calls carry the session token of the SPA's cookie (guard.ts).
 */
import { SANDBOX_CHECKOUT_SOURCE } from '../../contract/billing.ts';
import { SANDBOX_SEND_JS } from './guard.ts';

export const SANDBOX_CSS = `
*{box-sizing:border-box}
body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#f3f4f6}
main{max-width:440px;margin:24px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 4px 24px rgba(0,0,0,.08)}
.banner{background:#fef3c7;color:#78350f;border:1px solid #f59e0b;border-radius:8px;padding:8px 12px;font-weight:600;margin:0 0 16px}
h1{font-size:20px;margin:0 0 4px}
.price{font-size:28px;font-weight:700;margin:8px 0}
.muted{color:#6b7280;font-size:13px}
label{display:block;font-size:13px;font-weight:600;margin:12px 0 4px}
input,select{width:100%;padding:9px 10px;border:1px solid #d1d5db;border-radius:8px;font:inherit}
.row{display:flex;gap:12px}.row>div{flex:1}
.actions{display:flex;gap:12px;margin-top:20px}
button{flex:1;padding:11px;border-radius:8px;border:0;font:inherit;font-weight:600;cursor:pointer}
button.primary{background:#1f6feb;color:#fff}
button.secondary{background:#e5e7eb;color:#111827}
button:disabled{opacity:.6;cursor:progress}
.error{color:#b91c1c;margin-top:12px;min-height:1.5em}
.done{color:#047857;font-weight:600;margin-top:12px}
a{color:#1f6feb}
.feed img{display:block;max-width:100%;height:auto;border-radius:8px;margin:4px 0}
`;

export const SANDBOX_CHECKOUT_JS = `${SANDBOX_SEND_JS}
(function () {
  var form = document.getElementById('checkout');
  var error = document.getElementById('error');
  var payButton = document.getElementById('pay');
  var cancelButton = document.getElementById('cancel');
  var data = form.dataset;

  function eventData(completed) {
    return {
      transaction_id: completed ? completed.transaction_id : null,
      customer: { id: completed ? completed.customer.id : null, email: data.email },
      business: { id: completed ? completed.business.id : null },
      payment: completed ? completed.payment : { method_details: { card: { expiry_month: null, expiry_year: null, last4: null } } },
      items: [{ price_id: data.priceId }],
    };
  }
  function tell(name, payload) {
    if (window.parent === window) return;
    window.parent.postMessage({ source: ${JSON.stringify(SANDBOX_CHECKOUT_SOURCE)}, event: { name: name, data: payload } }, location.origin);
  }

  form.addEventListener('submit', function (submitEvent) {
    submitEvent.preventDefault();
    error.textContent = '';
    payButton.disabled = true;
    var body = {
      price_id: data.priceId,
      email: data.email,
      card_exp_month: Number(form.elements.namedItem('exp_month').value),
      card_exp_year: Number(form.elements.namedItem('exp_year').value),
    };
    if (data.accountId) body.account_id = Number(data.accountId);
    sandboxSend('/sandbox/checkout/complete', body)
      .then(function (completed) {
        document.getElementById('result').textContent = 'Payment complete (sandbox). Transaction ' + completed.transaction_id;
        tell('checkout.completed', eventData(completed));
      })
      .catch(function (failure) {
        error.textContent = failure.message;
        payButton.disabled = false;
      });
  });

  cancelButton.addEventListener('click', function () {
    tell('checkout.closed', eventData(null));
  });
})();
`;

export const SANDBOX_UPDATE_PAYMENT_JS = `${SANDBOX_SEND_JS}
(function () {
  var form = document.getElementById('update-payment');
  var error = document.getElementById('error');
  var button = document.getElementById('save');
  var cancelButton = document.getElementById('cancel-subscription');

  // Sends the change, then shows the subscription's new status in place of the form.
  function act(pressed, path, body) {
    error.textContent = '';
    pressed.disabled = true;
    sandboxSend(path, body)
      .then(function (answer) {
        form.hidden = true;
        document.getElementById('done').hidden = false;
        document.getElementById('status').textContent = answer.status;
      })
      .catch(function (failure) {
        error.textContent = failure.message;
        pressed.disabled = false;
      });
  }

  form.addEventListener('submit', function (submitEvent) {
    submitEvent.preventDefault();
    var field = function (name) { return form.elements.namedItem(name).value; };
    act(button, '/sandbox/update-payment', {
      subscription: form.dataset.subscription,
      cardnumber: field('cardnumber'),
      month: field('month'),
      year: field('year'),
      cvc: field('cvc'),
      name: field('name'),
    });
  });

  if (cancelButton) {
    cancelButton.addEventListener('click', function () {
      act(cancelButton, '/sandbox/cancel', { subscription: form.dataset.subscription });
    });
  }
})();
`;

/** The sandbox social feed page's switches: each form's fields go as JSON (with the session token), then a reload. */
export const SANDBOX_SOCIAL_FEED_JS = `${SANDBOX_SEND_JS}
(function () {
  var error = document.getElementById('error');
  Array.prototype.forEach.call(document.querySelectorAll('form[data-switch]'), function (form) {
    form.addEventListener('submit', function (submitEvent) {
      submitEvent.preventDefault();
      error.textContent = '';
      var button = form.querySelector('button');
      button.disabled = true;
      var body = {};
      new FormData(form).forEach(function (value, key) { body[key] = value; });
      body.account_id = Number(body.account_id);
      sandboxSend(form.getAttribute('action'), body)
        .then(function () { location.reload(); })
        .catch(function (failure) {
          error.textContent = failure.message;
          button.disabled = false;
        });
    });
  });
})();
`;
