import { expect, test } from "./fixtures";

/** The heroes' right half on desktop: our own small SVG, never fetched on phones. */
const heroes = [
  { path: "/", name: "home" },
  { path: "/en/real-estate", name: "real-estate" },
  { path: "/services", name: "services" },
] as const;

for (const { path, name } of heroes) {
  test(`${path}: an illustration fills the hero's right half on desktop`, async ({ page, visit }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await visit(path);
    const illustration = page.locator(`img[data-hero-illustration="${name}"]`);
    await expect(illustration).toBeVisible();
    await expect(illustration).toHaveAttribute("loading", "lazy");
    await expect(illustration).toHaveAttribute("src", /\.svg$/);
    await expect.poll(() => illustration.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const box = await illustration.boundingBox();
    expect(box!.x).toBeGreaterThan(640);
    expect(box!.width).toBeGreaterThan(300);
  });

  test(`${path}: phones do not download it`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/images/heroes/")) fetched.push(request.url());
    });
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(fetched).toEqual([]);
  });
}
