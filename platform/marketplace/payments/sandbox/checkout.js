/* The sandbox's stand-in for https://checkout.razorpay.com/v1/checkout.js: the same
 * interface (new Razorpay(options).open(), .on("payment.failed", cb), options.handler,
 * options.modal.ondismiss), with a local dialog of three buttons instead of a payment form.
 * "Pay" captures a payment and hands back ids signed as Razorpay signs them; "Fail" reports a
 * failed attempt; "Dismiss" closes the dialog. Styled through the CSSOM only: the site's
 * Content-Security-Policy allows no inline style attributes. */
(function () {
  "use strict";
  var script = document.currentScript;
  var base = script && script.src ? script.src.replace(/checkout\.js(\?.*)?$/, "") : "/sandbox/razorpay/";

  function css(element, styles) {
    Object.keys(styles).forEach(function (name) {
      element.style[name] = styles[name];
    });
    return element;
  }

  function make(tag, text, styles) {
    var element = document.createElement(tag);
    if (text) element.textContent = text;
    return css(element, styles || {});
  }

  function rupees(paise) {
    var amount = Number(paise || 0) / 100;
    return "\u20b9" + amount.toLocaleString("en-IN", { minimumFractionDigits: amount % 1 ? 2 : 0 });
  }

  function post(path, body) {
    return fetch(base + path, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      credentials: "omit",
    }).then(function (response) {
      return response.json().then(function (data) {
        return { ok: response.ok, data: data };
      });
    });
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    this.options = options || {};
    this.listeners = {};
    this.overlay = null;
  }

  Razorpay.prototype.on = function (event, callback) {
    (this.listeners[event] = this.listeners[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype.emit = function (event, response) {
    (this.listeners[event] || []).forEach(function (callback) {
      callback(response);
    });
  };

  Razorpay.prototype.close = function () {
    if (!this.overlay) return;
    document.removeEventListener("keydown", this.onKey, true);
    this.overlay.remove();
    this.overlay = null;
    if (this.returnFocus && this.returnFocus.focus) this.returnFocus.focus();
  };

  Razorpay.prototype.open = function () {
    if (this.overlay) return;
    var self = this;
    var options = this.options;
    this.returnFocus = document.activeElement;

    var overlay = make("div", "", {
      position: "fixed", inset: "0", zIndex: "2147483000", display: "flex",
      alignItems: "center", justifyContent: "center", background: "rgba(15, 23, 42, 0.6)",
    });
    overlay.setAttribute("data-razorpay-sandbox", "");
    var dialog = make("div", "", {
      background: "#fff", color: "#111827", borderRadius: "12px", padding: "24px",
      width: "min(360px, calc(100vw - 32px))", boxShadow: "0 20px 50px rgba(0,0,0,0.3)",
      fontFamily: "system-ui, sans-serif",
    });
    dialog.setAttribute("role", "dialog");
    dialog.setAttribute("aria-modal", "true");
    dialog.setAttribute("aria-labelledby", "razorpay-sandbox-title");
    dialog.setAttribute("aria-describedby", "razorpay-sandbox-details");
    var title = make("h2", "Razorpay sandbox", { margin: "0 0 8px", fontSize: "18px" });
    title.id = "razorpay-sandbox-title";
    var details = make("p", "", { margin: "0 0 16px", lineHeight: "1.5" });
    details.id = "razorpay-sandbox-details";
    details.textContent =
      "Pay " + rupees(options.amount) + " to " + (options.name || "the merchant") +
      (options.description ? " for " + options.description : "") +
      ". No money moves: this is a test gateway.";
    var status = make("p", "", { margin: "0 0 12px", minHeight: "1.5em", color: "#b91c1c" });
    status.setAttribute("role", "status");
    var row = make("div", "", { display: "flex", gap: "8px", justifyContent: "flex-end" });

    function button(label, background, color) {
      var element = make("button", label, {
        padding: "10px 16px", border: "0", borderRadius: "8px", cursor: "pointer",
        background: background, color: color, fontSize: "15px",
      });
      element.type = "button";
      return element;
    }
    var pay = button("Pay", "#2563eb", "#fff");
    var fail = button("Fail", "#dc2626", "#fff");
    var dismiss = button("Dismiss", "#e5e7eb", "#111827");
    var buttons = [pay, fail, dismiss];

    function busy(on) {
      buttons.forEach(function (element) {
        element.disabled = on;
      });
    }

    function failed(text) {
      busy(false);
      status.textContent = text;
    }

    pay.addEventListener("click", function () {
      busy(true);
      post("checkout/pay", { key: options.key, order_id: options.order_id })
        .then(function (answer) {
          if (!answer.ok) return failed(answer.data.error.description);
          self.close();
          if (typeof options.handler === "function") options.handler(answer.data);
        })
        .catch(function () {
          failed("The sandbox gateway is not answering.");
        });
    });
    fail.addEventListener("click", function () {
      busy(true);
      post("checkout/fail", { key: options.key, order_id: options.order_id })
        .then(function (answer) {
          if (!answer.ok) return failed(answer.data.error.description);
          self.close();
          self.emit("payment.failed", answer.data);
        })
        .catch(function () {
          failed("The sandbox gateway is not answering.");
        });
    });
    function cancel() {
      self.close();
      var modal = options.modal || {};
      if (typeof modal.ondismiss === "function") modal.ondismiss();
    }
    dismiss.addEventListener("click", cancel);

    // A modal dialog: Escape dismisses it, Tab stays inside it.
    this.onKey = function (event) {
      if (event.key === "Escape") {
        event.preventDefault();
        cancel();
      } else if (event.key === "Tab") {
        var at = buttons.indexOf(document.activeElement);
        var next = (at + (event.shiftKey ? buttons.length - 1 : 1)) % buttons.length;
        event.preventDefault();
        buttons[at < 0 ? 0 : next].focus();
      }
    };
    document.addEventListener("keydown", this.onKey, true);

    row.append(pay, fail, dismiss);
    dialog.append(title, details, status, row);
    overlay.append(dialog);
    document.body.append(overlay);
    this.overlay = overlay;
    pay.focus();
  };

  window.Razorpay = Razorpay;
})();
