import { configure } from "@testing-library/react";
// The app's i18n, in English (its texts are their keys), as main.tsx starts it.
import "./shared/i18n/i18n";

// Shared CI machines are slow at times: give findBy* queries room before they fail.
configure({ asyncUtilTimeout: 5000 });
