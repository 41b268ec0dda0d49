import "swiper/css";
import { useTranslation } from "react-i18next";
import { getAppConfig } from "../../../shared/config/app-config";
import { Page } from "../../../shared/ui/page";
import { useSecondPass } from "../../../shared/ui/use-second-pass";
import { CategoryCarousel } from "../components/category-carousel";
import { ProfessionalCarousel } from "../components/professional-carousel";
import { WebinarCarousel } from "../components/webinar-carousel";
import { PROFESSIONAL_SECTIONS } from "../constants";
import "./home-page.css";

const [popular, ...byTerm] = PROFESSIONAL_SECTIONS;

export function HomePage() {
  const { t } = useTranslation("home");
  const { siteName } = getAppConfig();
  // The banner (the page's largest paint) paints first; the sections follow in a second pass,
  // which React builds in short tasks instead of one long one with the banner.
  const sections = useSecondPass();
  return (
    <>
      <section className="home-banner">
        <div className="home-banner-inner">
          <h1>{siteName}</h1>
          <p className="home-tagline">{t("Your Professional Consultation Platform")}</p>
          <p className="home-intro">
            {t(
              "Book one-to-one consultations with doctors, lawyers, engineers, teachers and other professionals across India, and join their webinars.",
            )}
          </p>
        </div>
      </section>
      <Page>
        {sections && (
          <>
            <CategoryCarousel />
            <ProfessionalCarousel section={popular} />
            <WebinarCarousel />
            {byTerm.map((section) => (
              <ProfessionalCarousel key={section.id} section={section} />
            ))}
          </>
        )}
      </Page>
    </>
  );
}
