-- CreateTable
CREATE TABLE "CatalogSnapshot" (
    "hash" TEXT NOT NULL,
    "game" TEXT NOT NULL,
    "json" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CatalogSnapshot_pkey" PRIMARY KEY ("hash")
);

-- CreateIndex
CREATE INDEX "CatalogSnapshot_createdAt_idx" ON "CatalogSnapshot"("createdAt");
