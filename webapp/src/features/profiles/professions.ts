/**
 * The fixed list behind the Service Category type-ahead (245 professions, alphabetical,
 * including the home page's ten top categories).
 */
export const PROFESSIONS: readonly string[] = [
  "Accountant", "Actor", "Actuary", "Acupuncturist", "Administrator", "Advertising Manager",
  "Advocate", "Aerospace Engineer", "Agricultural Engineer", "Agriculturist", "Animator",
  "Anthropologist", "App Developer", "Architect", "Art Director", "Artist", "Astrologer",
  "Astronomer", "Athlete", "Audiologist", "Auditor", "Author", "Ayurvedic Doctor", "Baker",
  "Banker", "Barber", "Beautician", "Biochemist", "Biologist", "Biomedical Engineer",
  "Blogger", "Bookkeeper", "Brand Manager", "Business Analyst", "Business Coach",
  "Business Consultant", "Cardiologist", "Career Counsellor", "Carpenter",
  "Chartered Accountant", "Chef", "Chemical Engineer", "Chemist", "Child Psychologist",
  "Chiropractor", "Choreographer", "Civil Engineer", "Cloud Architect", "Coach",
  "Company Secretary", "Computer Engineer", "Content Creator", "Content Writer",
  "Copywriter", "Corporate Lawyer", "Cost Accountant", "Counsellor", "Criminal Lawyer",
  "Cybersecurity Analyst", "Dance Teacher", "Data Analyst", "Data Engineer",
  "Data Scientist", "Database Administrator", "Dentist", "Dermatologist", "Designer",
  "Developer", "DevOps Engineer", "Diabetologist", "Dietitian", "Digital Marketer", "Doctor",
  "Economist", "Editor", "Electrical Engineer", "Electrician", "Electronics Engineer",
  "Endocrinologist", "Engineer", "ENT Specialist", "Entrepreneur", "Environmental Engineer",
  "Environmental Scientist", "Event Manager", "Family Lawyer", "Fashion Designer",
  "Fashion Stylist", "Film Director", "Film Maker", "Finance", "Financial Advisor",
  "Financial Analyst", "Financial Planner", "Fitness", "Fitness Trainer", "Florist",
  "Food Technologist", "Full Stack Developer", "Game Developer", "Gastroenterologist",
  "General Physician", "Geneticist", "Geologist", "Graphic Designer", "Guitar Teacher",
  "Gynaecologist", "Hair Stylist", "Health Coach", "Historian", "Homeopath", "Hotel Manager",
  "HR", "HR Consultant", "HR Manager", "Illustrator", "Immigration Consultant",
  "Income Tax Consultant", "Industrial Engineer", "Influencer", "Insurance Advisor",
  "Interior Designer", "Investment Advisor", "Investment Banker", "Journalist", "Judge",
  "Language Teacher", "Lawyer", "Learning Consultant", "Life Coach", "Linguist",
  "Loan Consultant", "Machine Learning Engineer", "Makeup Artist", "Management Consultant",
  "Marketing Consultant", "Marketing Manager", "Marriage Counsellor", "Mathematician",
  "Mechanical Engineer", "Media Consultant", "Medical Officer", "Meditation Teacher",
  "Mental Health Counsellor", "Mentor", "Microbiologist", "Mobile Developer", "Model",
  "Motivational Speaker", "Music Teacher", "Musician", "Mutual Fund Advisor", "Nephrologist",
  "Network Engineer", "Neurologist", "Neurosurgeon", "News Anchor", "Nurse", "Nutritionist",
  "Occupational Therapist", "Oncologist", "Ophthalmologist", "Optometrist", "Orthodontist",
  "Orthopaedic Surgeon", "Paediatrician", "Painter", "Pathologist", "Personal Trainer",
  "Pharmacist", "Photographer", "Physicist", "Physiotherapist", "Pilot", "Plastic Surgeon",
  "Plumber", "Podcaster", "Political Analyst", "Potter", "Pricing Consultant", "Principal",
  "Product Designer", "Product Manager", "Professor", "Programmer", "Project Manager",
  "Property Consultant", "Psychiatrist", "Psychologist", "Public Relations Officer",
  "Public Speaker", "Pulmonologist", "Quality Analyst", "Radiologist", "Real Estate Agent",
  "Recruiter", "Relationship Coach", "Research Scientist", "Sales Consultant",
  "Sales Manager", "Scientist", "Sculptor", "SEO Specialist", "Sexologist", "Singer",
  "Social Media Manager", "Social Worker", "Software Architect", "Software Developer",
  "Software Engineer", "Software Tester", "Speech Therapist", "Sports Coach",
  "Startup Consultant", "Statistician", "Stock Market Analyst", "Structural Engineer",
  "Surgeon", "Swimming Coach", "System Administrator", "Tailor", "Tarot Reader",
  "Tax Consultant", "Teacher", "Technical Writer", "Therapist", "Tour Guide", "Trader",
  "Translator", "Travel Agent", "Tutor", "UI Designer", "Urologist", "UX Designer",
  "Veterinarian", "Video Editor", "Vlogger", "Web Designer", "Web Developer",
  "Wedding Planner", "Wellness Coach", "Writer", "Yoga Instructor", "YouTuber", "Zoologist",
];

/**
 * The single suggestion offered for what was typed, ignoring case: the first profession (in list
 * order) that starts with it, else the first that contains it, so "doc" offers "Doctor" rather
 * than "Ayurvedic Doctor". Nothing for an empty query or when the field already holds it exactly.
 */
export function firstProfessionMatch(query: string, list: readonly string[] = PROFESSIONS): string | null {
  const needle = query.trim().toLowerCase();
  if (!needle) return null;
  const match =
    list.find((name) => name.toLowerCase().startsWith(needle)) ??
    list.find((name) => name.toLowerCase().includes(needle));
  return match && match !== query.trim() ? match : null;
}
