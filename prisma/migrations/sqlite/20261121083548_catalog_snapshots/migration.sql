-- CreateTable
CREATE TABLE "CatalogSnapshot" (
    "hash" TEXT NOT NULL PRIMARY KEY,
    "game" TEXT NOT NULL,
    "json" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE INDEX "CatalogSnapshot_createdAt_idx" ON "CatalogSnapshot"("createdAt");
