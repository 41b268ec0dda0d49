from django.db import migrations, models


class Migration(migrations.Migration):
    """The policy an appointment was booked under; existing ones follow the professional's."""

    dependencies = [
        ("bookings", "0006_no_show"),
    ]

    operations = [
        migrations.AddField(
            model_name="appointment",
            name="cancellation_policy",
            field=models.JSONField(blank=True, null=True),
        ),
    ]
