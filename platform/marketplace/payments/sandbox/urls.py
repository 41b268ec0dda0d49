"""Mounted at /sandbox/razorpay/ (project/urls.py). The SDK's base address is
<site>/sandbox/razorpay, to which it adds /v1/..., as it adds them to api.razorpay.com."""

from django.urls import path

from marketplace.payments.sandbox import views

urlpatterns = [
    path("v1/orders", views.orders),
    path("v1/orders/<str:order_id>", views.order),
    path("v1/payments/<str:payment_id>", views.payment),
    path("v1/payments/<str:payment_id>/refund", views.refund),
    path("v1/payments/<str:payment_id>/refunds", views.refunds),
    path("checkout.js", views.checkout_js),
    path("checkout/pay", views.checkout_pay),
    path("checkout/fail", views.checkout_fail),
]
