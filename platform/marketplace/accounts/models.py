from django.conf import settings
from django.contrib.auth.models import AbstractBaseUser, PermissionsMixin
from django.contrib.auth.models import UserManager as DjangoUserManager
from django.db import models
from django.utils import timezone


class UserManager(DjangoUserManager):
    """Django's, without the e-mail field our accounts do not have (createsuperuser passes it)."""

    def _create_user_object(self, username, email, password, **extra_fields):
        if not username:
            raise ValueError("The given username must be set")
        user = self.model(username=self.model.normalize_username(username), **extra_fields)
        user.set_password(password)
        return user


class User(AbstractBaseUser, PermissionsMixin):
    """One account type: everyone is a client and may also offer plans as a professional.

    People sign in with a phone code and have no usable password; staff set one for the
    back office with `manage.py createsuperuser`."""

    username = models.CharField(max_length=80, unique=True)
    phone = models.CharField(max_length=16, unique=True, help_text="E.164, e.g. +919876543210")
    country_code = models.CharField(max_length=5, default="+91")
    first_name = models.CharField(max_length=50, blank=True)
    last_name = models.CharField(max_length=50, blank=True)
    name = models.CharField(max_length=101, blank=True)
    is_staff = models.BooleanField(default=False)
    is_active = models.BooleanField(default=True)
    date_joined = models.DateTimeField(auto_now_add=True)
    # The language of what is sent to this person (notifications, SMS, e-mail, the calendar
    # feed) and the one the web app shows once they sign in: the device's at registration,
    # then whatever they choose (PUT /auth/language).
    language = models.CharField(max_length=2, choices=settings.LANGUAGES, default="en")

    objects = UserManager()

    USERNAME_FIELD = "username"
    REQUIRED_FIELDS = ["phone"]

    def __str__(self) -> str:
        return f"{self.name or self.username} ({self.phone})"

    @property
    def national_number(self) -> str:
        return self.phone.removeprefix(self.country_code)


class PhoneCode(models.Model):
    """A one-time sign-in code texted to a phone. Only its hash is kept."""

    phone = models.CharField(max_length=16, db_index=True)
    country_code = models.CharField(max_length=5)
    code_hash = models.CharField(max_length=64)
    created_at = models.DateTimeField(default=timezone.now, db_index=True)
    expires_at = models.DateTimeField()
    # Wrong tries from the network that asked for the code, and from anywhere else: a
    # stranger elsewhere can use up only the second allowance, never the owner's.
    failed_attempts = models.PositiveSmallIntegerField(default=0)
    others_failed_attempts = models.PositiveSmallIntegerField(default=0)
    others_failed_at = models.DateTimeField(null=True, blank=True)
    used_at = models.DateTimeField(null=True, blank=True)
    # A verified code for a phone with no account yet becomes a ticket to finish sign-up
    # (first and last name); the ticket is single use and lives as long as the code.
    ticket_hash = models.CharField(max_length=64, blank=True, db_index=True)
    requested_from = models.GenericIPAddressField(null=True, blank=True)
    # Empty for a sign-in code; else what a signed-in person confirms with it ("export",
    # "delete": privacy), so a code sent for one never signs anyone in or confirms another.
    purpose = models.CharField(max_length=20, blank=True, default="", db_default="")

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"code for {self.phone} at {self.created_at:%Y-%m-%d %H:%M}"


class Session(models.Model):
    """A signed-in device. The client holds an opaque token; the server keeps its SHA-256."""

    user = models.ForeignKey(User, on_delete=models.CASCADE, related_name="sessions")
    key_hash = models.CharField(max_length=64, unique=True)
    created_at = models.DateTimeField(auto_now_add=True)
    last_seen_at = models.DateTimeField()
    expires_at = models.DateTimeField()
    revoked_at = models.DateTimeField(null=True, blank=True)
    user_agent = models.CharField(max_length=300, blank=True)
    ip_address = models.GenericIPAddressField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"session {self.pk} of user {self.user_id}"


class PushSubscription(models.Model):
    """Where a signed-in device takes Web Push notifications: its browser's push service
    address and the keys pushes are encrypted for (accounts/devices.py). It belongs to the
    session it was made in, so signing the device out ends it."""

    session = models.OneToOneField(Session, on_delete=models.CASCADE, related_name="push")
    endpoint = models.URLField(max_length=1000, unique=True)
    p256dh = models.CharField(max_length=100)
    auth = models.CharField(max_length=50)
    subscribed_at = models.DateTimeField(auto_now=True)  # the browser's latest subscription

    def __str__(self) -> str:
        return f"push subscription of session {self.session_id}"
