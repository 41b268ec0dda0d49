export const HOME_TEXTS = {
  tagline: "Your Professional Consultation Platform",
  intro:
    "Book one-to-one consultations with doctors, lawyers, engineers, teachers and other professionals across India, and join their webinars.",
  topCategory: "Top Category",
  findProfessional: "Search Professional",
} as const;

export const CATEGORIES = [
  "Doctor",
  "Engineer",
  "HR",
  "Lawyer",
  "Influencer",
  "Professor",
  "Teacher",
  "Fitness",
  "Finance",
  "Entrepreneur",
] as const;

export const SEARCH_RESULTS_PATH = "/searchList";
