// Short-lived notifications in a corner of the table (errors stay a little longer).
export function showToast(root: HTMLElement, kind: "info" | "warn" | "error", text: string): void {
  const el = document.createElement("div");
  el.className = `aa-toast ${kind}`;
  el.setAttribute("role", kind === "error" ? "alert" : "status");
  el.textContent = text;
  root.appendChild(el);
  setTimeout(() => el.remove(), kind === "error" ? 8000 : 4000);
}
