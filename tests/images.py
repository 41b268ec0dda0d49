"""Picture files for upload tests, made with Pillow."""

import io

from PIL import Image


def picture(fmt: str = "PNG", size=(1200, 900), colour="teal", exif: bytes | None = None) -> bytes:
    out = io.BytesIO()
    kwargs = {"exif": exif} if exif else {}
    Image.new("RGB", size, colour).save(out, format=fmt, **kwargs)
    return out.getvalue()


def gps_exif() -> bytes:
    exif = Image.Exif()
    exif[0x010F] = "PhoneMaker"  # camera make
    exif[0x8825] = {1: "N", 2: (12.0, 58.0, 0.0), 3: "E", 4: (77.0, 35.0, 0.0)}  # GPS
    return exif.tobytes()
