import { Outlet } from "react-router-dom";
import { Header } from "./header";

export function MainLayout() {
  return (
    <>
      <Header />
      <main className="site-main">
        <Outlet />
      </main>
    </>
  );
}
