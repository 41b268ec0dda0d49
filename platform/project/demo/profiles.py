"""A believable demo marketplace for `make run`: professionals across the ten home categories,
with pictures, plans, skills, experience and reviews, built through the same services as the
profile editor. Phones +91 90000 00001... belong to the demo professionals, so with console
SMS anyone can sign in as one of them."""

import io
import random

from django.core.files.base import ContentFile
from django.db import transaction
from PIL import Image, ImageDraw, ImageFont

from marketplace.accounts.models import User
from marketplace.accounts.services import account_create
from marketplace.profiles import services
from marketplace.profiles.models import Profile, Review
from marketplace.tax import services as tax
from marketplace.tax.states import STATES as TAX_STATES

FIRST = "Aarav Vivaan Aditya Arjun Sai Reyansh Krishna Ishaan Rohan Kabir Ananya Diya Aadhya Saanvi Myra Aarohi Anika Kavya Meera Priya Riya Nisha Pooja Sneha Vikram Rahul Sanjay Deepak Karan Neha".split()
LAST = "Sharma Verma Iyer Nair Reddy Patel Mehta Gupta Singh Kumar Rao Das Joshi Chatterjee Banerjee Menon Pillai Kulkarni Desai Bose".split()
STATES = "Maharashtra Karnataka Tamil_Nadu Delhi Telangana Gujarat Kerala West_Bengal Rajasthan Uttar_Pradesh Punjab Haryana".replace(
    "_", " "
).split()
LANGUAGES = [
    "English",
    "Hindi",
    "Tamil",
    "Telugu",
    "Marathi",
    "Bengali",
    "Kannada",
    "Malayalam",
    "Gujarati",
    "Punjabi",
]
COLOURS = ["#0b6e4f", "#1d4ed8", "#9333ea", "#c2410c", "#0f766e", "#be123c", "#4338ca", "#15803d"]

# category: (positions, skills, plans, colleges and courses, tags)
CATEGORIES = {
    "Doctor": (
        [
            "General Physician",
            "Paediatrician",
            "Dermatologist",
            "Cardiologist",
            "Psychiatrist",
            "Gynaecologist",
        ],
        [
            "Online consultation",
            "Preventive care",
            "Diet advice",
            "Second opinion",
            "Chronic care",
            "Prescription review",
        ],
        ["Video consultation", "Follow-up call", "Report review"],
        [("AIIMS Delhi", "MBBS"), ("CMC Vellore", "MD"), ("KEM Mumbai", "MBBS")],
        "doctor, health, medical, clinic",
    ),
    "Engineer": (
        [
            "Software Engineer",
            "Senior Software Engineer",
            "Data Engineer",
            "DevOps Engineer",
            "Civil Engineer",
            "Mechanical Engineer",
        ],
        [
            "Python",
            "System design",
            "React",
            "Cloud architecture",
            "Career guidance",
            "Interview preparation",
        ],
        ["Mock interview", "Code review", "Career mentoring"],
        [
            ("IIT Bombay", "B.Tech Computer Science"),
            ("NIT Trichy", "B.E."),
            ("BITS Pilani", "M.Tech"),
        ],
        "engineer, tech, coding, career",
    ),
    "HR": (
        ["HR Manager", "Talent Acquisition Lead", "HR Business Partner", "Career Coach"],
        [
            "Resume review",
            "Salary negotiation",
            "Interview coaching",
            "Policy drafting",
            "Career planning",
        ],
        ["Resume review", "Mock HR interview", "Career consultation"],
        [("XLRI Jamshedpur", "PGDM HR"), ("TISS Mumbai", "MA HRM")],
        "hr, human resources, career, jobs, resume",
    ),
    "Lawyer": (
        [
            "Advocate, High Court",
            "Corporate Lawyer",
            "Family Lawyer",
            "Tax Consultant",
            "Criminal Lawyer",
        ],
        [
            "Property law",
            "Contract drafting",
            "Divorce and custody",
            "GST and income tax",
            "Legal notice",
            "Startup compliance",
        ],
        ["Legal consultation", "Document review", "Case discussion"],
        [("NLSIU Bengaluru", "BA LLB"), ("NALSAR Hyderabad", "LLM"), ("Faculty of Law, DU", "LLB")],
        "lawyer, legal, advocate, law",
    ),
    "Influencer": (
        ["Content Creator", "Instagram Growth Coach", "YouTube Strategist"],
        ["Brand deals", "Reels strategy", "Personal branding", "Video editing"],
        ["Growth audit", "Brand strategy call"],
        [("MICA Ahmedabad", "PGDM Communications"), ("Symbiosis Pune", "BA Mass Media")],
        "influencer, social media, instagram, youtube, creator",
    ),
    "Professor": (
        ["Professor of Economics", "Associate Professor, Physics", "Professor of Computer Science"],
        ["Research guidance", "Thesis review", "GATE preparation", "PhD admissions"],
        ["Research mentoring", "Thesis review"],
        [("IISc Bengaluru", "PhD"), ("JNU Delhi", "PhD Economics")],
        "professor, research, academic, phd",
    ),
    "Teacher": (
        ["Mathematics Teacher", "English Teacher", "Science Tutor", "JEE Mentor", "NEET Mentor"],
        [
            "Board exam preparation",
            "JEE Mathematics",
            "Spoken English",
            "NEET Biology",
            "Study planning",
        ],
        ["One-to-one class", "Doubt clearing", "Exam strategy"],
        [("Delhi University", "B.Ed"), ("Presidency College", "M.Sc Mathematics")],
        "teacher, tutor, tuition, exam, school",
    ),
    "Fitness": (
        ["Certified Fitness Trainer", "Yoga Instructor", "Sports Nutritionist"],
        ["Weight loss", "Strength training", "Yoga", "Diet planning", "Post-injury recovery"],
        ["Personal training session", "Diet plan", "Yoga class"],
        [("Bihar School of Yoga", "Diploma in Yoga"), ("ACE", "Personal Trainer Certification")],
        "fitness, gym, yoga, diet, health",
    ),
    "Finance": (
        [
            "Chartered Accountant",
            "Certified Financial Planner",
            "Investment Advisor",
            "Tax Advisor",
        ],
        [
            "Income tax filing",
            "Mutual funds",
            "Retirement planning",
            "GST returns",
            "Startup accounting",
        ],
        ["Tax consultation", "Portfolio review", "Financial planning"],
        [("ICAI", "Chartered Accountant"), ("NISM", "Investment Adviser Certification")],
        "finance, tax, ca, investment, money",
    ),
    "Entrepreneur": (
        ["Startup Founder", "Serial Entrepreneur", "Startup Mentor"],
        ["Fundraising", "Pitch decks", "Go-to-market", "Product strategy", "Hiring early teams"],
        ["Pitch review", "Startup mentoring", "Strategy session"],
        [("IIM Ahmedabad", "MBA"), ("ISB Hyderabad", "PGP")],
        "entrepreneur, startup, business, founder, mentor",
    ),
}
COMPANIES = [
    "Infosys",
    "TCS",
    "Apollo Hospitals",
    "Fortis",
    "Flipkart",
    "Zomato",
    "HDFC Bank",
    "Reliance",
    "Wipro",
    "Razorpay",
    "Byju's",
    "Khaitan & Co",
]
REVIEWS = [
    "Very clear and patient. Answered every question I had.",
    "Practical advice that I could act on the same day. Highly recommended.",
    "Joined on time, understood my problem quickly and followed up on WhatsApp.",
    "Worth every rupee. I will book again next month.",
    "Explained things in simple Hindi and English. Felt comfortable throughout.",
    "Good session, though it ran a little short. Still very useful.",
    "Helped me prepare properly; I cleared my interview the next week!",
    "Knowledgeable and friendly. The notes shared afterwards were great.",
]
PROFESSIONALS_PER_CATEGORY = 6
CLIENTS = 15
FIRST_DEMO_PHONE = 9_000_000_001


def _font(size: int):
    try:
        return ImageFont.truetype("DejaVuSans-Bold.ttf", size)
    except OSError:
        return ImageFont.load_default(size)


def _jpeg(image: Image.Image) -> ContentFile:
    out = io.BytesIO()
    image.save(out, format="JPEG", quality=90)
    return ContentFile(out.getvalue(), name="demo.jpg")


def _portrait(initials: str, colour: str) -> ContentFile:
    image = Image.new("RGB", (400, 400), colour)
    draw = ImageDraw.Draw(image)
    draw.ellipse((40, 40, 360, 360), outline="white", width=6)
    draw.text((200, 200), initials, fill="white", font=_font(150), anchor="mm")
    return _jpeg(image)


def _banner(colour: str, rng: random.Random) -> ContentFile:
    image = Image.new("RGB", (1200, 400), colour)
    draw = ImageDraw.Draw(image)
    for _ in range(14):
        x, y, r = rng.randrange(1200), rng.randrange(400), rng.randrange(40, 180)
        draw.ellipse((x - r, y - r, x + r, y + r), outline="#ffffff55", width=3)
    return _jpeg(image)


def _phone(number: int) -> str:
    return str(FIRST_DEMO_PHONE + number)


def demo_loaded() -> bool:
    return User.objects.filter(phone=f"+91{_phone(0)}").exists()


@transaction.atomic
def demo_load(*, seed: int = 7) -> int:
    """Create the demo marketplace once; returns how many professionals were created."""
    if demo_loaded():
        return 0
    rng = random.Random(seed)
    professionals: list[Profile] = []
    number = 0
    for category, (positions, skills, plans, schools, tags) in CATEGORIES.items():
        for index in range(PROFESSIONALS_PER_CATEGORY):
            first, last = rng.choice(FIRST), rng.choice(LAST)
            user = account_create(
                phone=f"+91{_phone(number)}", country_code="+91", first_name=first, last_name=last
            )
            number += 1
            profile = _professional(
                user, category, positions[index % len(positions)], skills, plans, schools, tags,
                rng,
            )  # fmt: skip
            _tax_details(user, number, profile.state)
            professionals.append(profile)
    clients = [
        account_create(
            phone=f"+91{_phone(500 + n)}",
            country_code="+91",
            first_name=rng.choice(FIRST),
            last_name=rng.choice(LAST),
        )
        for n in range(CLIENTS)
    ]
    for profile in professionals:
        for client in rng.sample(clients, rng.randrange(0, 9)):
            Review.objects.create(professional=profile, client=client, text=rng.choice(REVIEWS))
    return len(professionals)


def _tax_details(user, number: int, state: str) -> None:
    """Each demo professional is an individual with a PAN on file (well-formed, not real) and
    no GSTIN, as most are: under the yearly threshold nothing is withheld from them."""
    code = next((code for code, name in TAX_STATES.items() if name == state), "29")
    letter = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"[number % 26]
    pan = f"DEMP{letter}{number:04d}Z"
    tax.details_save(user=user, draft=tax.TaxDraft(pan=pan, state=code))


def _professional(user, category, position, skills, plans, schools, tags, rng) -> Profile:
    colour = rng.choice(COLOURS)
    state = rng.choice(STATES)
    years = rng.randrange(3, 22)
    services.profile_basic_update(
        user=user,
        name=user.name,
        email=f"{user.username}@example.in",
        position=position,
        about=(
            f"I am a {position.lower()} based in {state} with {years} years of experience. "
            f"I help clients across India with {', '.join(rng.sample(skills, 2)).lower()} and "
            "more, in clear and simple language. Every consultation starts with understanding "
            "your situation; you leave with practical next steps and notes you can keep. "
            "Sessions are available online over video, and offline in my city by appointment."
        ),
        country="India",
        state=state,
    )
    services.profile_search_update(user=user, category=category, search_tags=tags)
    services.profile_plans_replace(
        user=user,
        plans=[
            {
                "name": name,
                "type": rng.choice(["Online", "Online", "Offline"]),
                "price": rng.choice([199, 299, 499, 799, 999, 1499, 1999]),
                # A second plan needs an hour: it fits every demo time but the half-hours.
                "duration_minutes": 60 if index == 1 else None,
            }
            for index, name in enumerate(rng.sample(plans, rng.randrange(1, len(plans) + 1)))
        ],
        consulting_note="Please share any reports or documents before the session.",
        payment_required=rng.random() < 0.4,
    )
    for skill in rng.sample(skills, rng.randrange(3, min(6, len(skills)) + 1)):
        services.profile_item_add(user=user, section="skills", fields={"skill": skill})
    college, course = rng.choice(schools)
    services.profile_item_add(
        user=user,
        section="education",
        fields={"college": college, "course": course, "pass_year": str(2024 - years - 1)},
    )
    for company in rng.sample(COMPANIES, rng.randrange(1, 3)):
        start = 2024 - rng.randrange(1, years + 1)
        services.profile_item_add(
            user=user,
            section="experience",
            fields={"company": company, "position": position, "year": f"{start} - Present"},
        )
    for language in ["English", *rng.sample(LANGUAGES[1:], rng.randrange(1, 3))]:
        services.profile_item_add(user=user, section="languages", fields={"language": language})
    services.profile_item_add(
        user=user,
        section="social_media",
        fields={"link": f"https://www.linkedin.com/in/{user.username}"},
    )
    if rng.random() < 0.4:
        services.profile_item_add(
            user=user, section="awards", fields={"award": f"Top {category} on the platform, 2025"}
        )
    initials = (user.first_name[:1] + user.last_name[:1]).upper()
    services.profile_picture_set(user=user, kind="image", upload=_portrait(initials, colour))
    services.profile_picture_set(user=user, kind="banner", upload=_banner(colour, rng))
    profile = services.profile_of(user=user)
    if rng.random() < 0.35:
        Profile.objects.filter(pk=profile.pk).update(verified=True)
    return profile
