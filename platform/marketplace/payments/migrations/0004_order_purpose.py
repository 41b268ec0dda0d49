"""An order names what it pays for as (purpose, purpose_id) instead of one nullable link per
purchasable thing: payments sits below them all (payments/purposes.py)."""

from django.db import migrations, models


def to_purposes(apps, schema_editor):
    Order = apps.get_model("payments", "Order")
    Order.objects.filter(appointment__isnull=False).update(
        purpose="appointment", purpose_id=models.F("appointment_id")
    )
    Order.objects.filter(event_booking_id__isnull=False).update(
        purpose="event_booking", purpose_id=models.F("event_booking_id")
    )


def to_links(apps, schema_editor):
    Order = apps.get_model("payments", "Order")
    Order.objects.filter(purpose="appointment").update(appointment_id=models.F("purpose_id"))
    Order.objects.filter(purpose="event_booking").update(event_booking_id=models.F("purpose_id"))


class Migration(migrations.Migration):
    dependencies = [
        ("payments", "0003_alter_refund_options_refund_requested_by"),
    ]

    operations = [
        migrations.AddField(
            model_name="order",
            name="purpose",
            field=models.CharField(default="", max_length=30),
            preserve_default=False,
        ),
        migrations.AddField(
            model_name="order",
            name="purpose_id",
            field=models.BigIntegerField(null=True),
        ),
        migrations.RunPython(to_purposes, to_links),
        migrations.AlterField(
            model_name="order",
            name="purpose_id",
            field=models.BigIntegerField(),
        ),
        migrations.RemoveField(model_name="order", name="appointment"),
        migrations.RemoveField(model_name="order", name="event_booking_id"),
        migrations.AddIndex(
            model_name="order",
            index=models.Index(
                fields=["purpose", "purpose_id"], name="payments_or_purpose_d50616_idx"
            ),
        ),
    ]
