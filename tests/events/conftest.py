# The sandbox fixtures of the payments tests (a live server speaking Razorpay's API), shared
# rather than copied: paid seats are paid there.
from tests.payments.conftest import browser, sandbox_url  # noqa: F401
