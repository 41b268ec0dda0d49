import { Outlet } from "react-router-dom";
import { DeletionBanner } from "./deletion-banner";
import { Header } from "./header";

export function MainLayout() {
  return (
    <>
      <Header />
      <main className="site-main">
        <DeletionBanner />
        <Outlet />
      </main>
    </>
  );
}
