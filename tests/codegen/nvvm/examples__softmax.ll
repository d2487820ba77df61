; kernel softmax [BM=16, BN=1024]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16

define void @softmax(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, float addrspace(1)* noalias %p5, i32 %p6, i32 %p7, i32 %p8, i32 %p9) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = and i32 %v2, 1
  %v6 = shl i32 %v5, 2
  %v7 = lshr i32 %v2, 1
  %v8 = and i32 %v7, 1
  %v9 = shl i32 %v8, 3
  %v10 = or i32 %v6, %v9
  %v11 = lshr i32 %v2, 2
  %v12 = and i32 %v11, 1
  %v13 = shl i32 %v12, 4
  %v14 = or i32 %v10, %v13
  %v15 = lshr i32 %v2, 3
  %v16 = and i32 %v15, 1
  %v17 = shl i32 %v16, 5
  %v18 = or i32 %v14, %v17
  %v19 = lshr i32 %v2, 4
  %v20 = and i32 %v19, 1
  %v21 = shl i32 %v20, 6
  %v22 = or i32 %v18, %v21
  %v23 = and i32 %v3, 1
  %v24 = shl i32 %v23, 7
  %v25 = or i32 %v22, %v24
  %v26 = lshr i32 %v3, 1
  %v27 = and i32 %v26, 1
  %v28 = shl i32 %v27, 8
  %v29 = or i32 %v25, %v28
  %v30 = lshr i32 %v3, 2
  %v31 = and i32 %v30, 1
  %v32 = shl i32 %v31, 9
  %v33 = or i32 %v29, %v32
  %v34 = lshr i32 %v33, 10
  %v35 = and i32 %v34, 15
  %v36 = and i32 %v33, 1023
  %v37 = sext i32 %v4 to i64
  %v38 = mul i64 %v37, 16
  %v39 = zext i32 %v35 to i64
  %v40 = add i64 %v38, %v39
  %v41 = sext i32 %p3 to i64
  %v42 = zext i32 %p1 to i64
  %v43 = mul i64 %v40, %v41
  %v44 = add i64 %v38, 16
  %v45 = icmp sle i64 %v44, %v42
  %v46 = icmp sge i64 %v37, 0
  %v47 = and i1 %v45, %v46
  %v48 = zext i32 %v36 to i64
  %v49 = zext i32 %p2 to i64
  %v50 = add i64 %v43, %v48
  %v51 = icmp sle i64 1024, %v49
  %v52 = icmp sge i64 0, 0
  %v53 = and i1 %v51, %v52
  %v54 = and i1 %v47, %v53
  br i1 %v54, label %ld_full1, label %ld_edge2
ld_full1:
  %v55 = icmp ult i64 %v40, %v42
  %v56 = icmp ult i64 %v48, %v49
  %v57 = and i1 %v55, %v56
  %v58 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v50
  %v59 = load float, float addrspace(1)* %v58, align 4
  %v60 = icmp ult i64 %v40, %v42
  %v61 = add i64 %v50, 1
  %v62 = add i64 %v48, 1
  %v63 = icmp ult i64 %v62, %v49
  %v64 = and i1 %v60, %v63
  %v65 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v61
  %v66 = load float, float addrspace(1)* %v65, align 4
  %v67 = icmp ult i64 %v40, %v42
  %v68 = add i64 %v50, 2
  %v69 = add i64 %v48, 2
  %v70 = icmp ult i64 %v69, %v49
  %v71 = and i1 %v67, %v70
  %v72 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v68
  %v73 = load float, float addrspace(1)* %v72, align 4
  %v74 = icmp ult i64 %v40, %v42
  %v75 = add i64 %v50, 3
  %v76 = add i64 %v48, 3
  %v77 = icmp ult i64 %v76, %v49
  %v78 = and i1 %v74, %v77
  %v79 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v75
  %v80 = load float, float addrspace(1)* %v79, align 4
  %v81 = add i64 %v50, %v41
  %v82 = add i64 %v40, 1
  %v83 = icmp ult i64 %v82, %v42
  %v84 = icmp ult i64 %v48, %v49
  %v85 = and i1 %v83, %v84
  %v86 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v81
  %v87 = load float, float addrspace(1)* %v86, align 4
  %v88 = add i64 %v50, %v41
  %v89 = add i64 %v40, 1
  %v90 = icmp ult i64 %v89, %v42
  %v91 = add i64 %v88, 1
  %v92 = add i64 %v48, 1
  %v93 = icmp ult i64 %v92, %v49
  %v94 = and i1 %v90, %v93
  %v95 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v91
  %v96 = load float, float addrspace(1)* %v95, align 4
  %v97 = add i64 %v50, %v41
  %v98 = add i64 %v40, 1
  %v99 = icmp ult i64 %v98, %v42
  %v100 = add i64 %v97, 2
  %v101 = add i64 %v48, 2
  %v102 = icmp ult i64 %v101, %v49
  %v103 = and i1 %v99, %v102
  %v104 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v100
  %v105 = load float, float addrspace(1)* %v104, align 4
  %v106 = add i64 %v50, %v41
  %v107 = add i64 %v40, 1
  %v108 = icmp ult i64 %v107, %v42
  %v109 = add i64 %v106, 3
  %v110 = add i64 %v48, 3
  %v111 = icmp ult i64 %v110, %v49
  %v112 = and i1 %v108, %v111
  %v113 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v109
  %v114 = load float, float addrspace(1)* %v113, align 4
  %v115 = mul i64 2, %v41
  %v116 = add i64 %v50, %v115
  %v117 = add i64 %v40, 2
  %v118 = icmp ult i64 %v117, %v42
  %v119 = icmp ult i64 %v48, %v49
  %v120 = and i1 %v118, %v119
  %v121 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v116
  %v122 = load float, float addrspace(1)* %v121, align 4
  %v123 = mul i64 2, %v41
  %v124 = add i64 %v50, %v123
  %v125 = add i64 %v40, 2
  %v126 = icmp ult i64 %v125, %v42
  %v127 = add i64 %v124, 1
  %v128 = add i64 %v48, 1
  %v129 = icmp ult i64 %v128, %v49
  %v130 = and i1 %v126, %v129
  %v131 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v127
  %v132 = load float, float addrspace(1)* %v131, align 4
  %v133 = mul i64 2, %v41
  %v134 = add i64 %v50, %v133
  %v135 = add i64 %v40, 2
  %v136 = icmp ult i64 %v135, %v42
  %v137 = add i64 %v134, 2
  %v138 = add i64 %v48, 2
  %v139 = icmp ult i64 %v138, %v49
  %v140 = and i1 %v136, %v139
  %v141 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v137
  %v142 = load float, float addrspace(1)* %v141, align 4
  %v143 = mul i64 2, %v41
  %v144 = add i64 %v50, %v143
  %v145 = add i64 %v40, 2
  %v146 = icmp ult i64 %v145, %v42
  %v147 = add i64 %v144, 3
  %v148 = add i64 %v48, 3
  %v149 = icmp ult i64 %v148, %v49
  %v150 = and i1 %v146, %v149
  %v151 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v147
  %v152 = load float, float addrspace(1)* %v151, align 4
  %v153 = mul i64 3, %v41
  %v154 = add i64 %v50, %v153
  %v155 = add i64 %v40, 3
  %v156 = icmp ult i64 %v155, %v42
  %v157 = icmp ult i64 %v48, %v49
  %v158 = and i1 %v156, %v157
  %v159 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v154
  %v160 = load float, float addrspace(1)* %v159, align 4
  %v161 = mul i64 3, %v41
  %v162 = add i64 %v50, %v161
  %v163 = add i64 %v40, 3
  %v164 = icmp ult i64 %v163, %v42
  %v165 = add i64 %v162, 1
  %v166 = add i64 %v48, 1
  %v167 = icmp ult i64 %v166, %v49
  %v168 = and i1 %v164, %v167
  %v169 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v165
  %v170 = load float, float addrspace(1)* %v169, align 4
  %v171 = mul i64 3, %v41
  %v172 = add i64 %v50, %v171
  %v173 = add i64 %v40, 3
  %v174 = icmp ult i64 %v173, %v42
  %v175 = add i64 %v172, 2
  %v176 = add i64 %v48, 2
  %v177 = icmp ult i64 %v176, %v49
  %v178 = and i1 %v174, %v177
  %v179 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v175
  %v180 = load float, float addrspace(1)* %v179, align 4
  %v181 = mul i64 3, %v41
  %v182 = add i64 %v50, %v181
  %v183 = add i64 %v40, 3
  %v184 = icmp ult i64 %v183, %v42
  %v185 = add i64 %v182, 3
  %v186 = add i64 %v48, 3
  %v187 = icmp ult i64 %v186, %v49
  %v188 = and i1 %v184, %v187
  %v189 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v185
  %v190 = load float, float addrspace(1)* %v189, align 4
  %v191 = mul i64 4, %v41
  %v192 = add i64 %v50, %v191
  %v193 = add i64 %v40, 4
  %v194 = icmp ult i64 %v193, %v42
  %v195 = icmp ult i64 %v48, %v49
  %v196 = and i1 %v194, %v195
  %v197 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v192
  %v198 = load float, float addrspace(1)* %v197, align 4
  %v199 = mul i64 4, %v41
  %v200 = add i64 %v50, %v199
  %v201 = add i64 %v40, 4
  %v202 = icmp ult i64 %v201, %v42
  %v203 = add i64 %v200, 1
  %v204 = add i64 %v48, 1
  %v205 = icmp ult i64 %v204, %v49
  %v206 = and i1 %v202, %v205
  %v207 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v203
  %v208 = load float, float addrspace(1)* %v207, align 4
  %v209 = mul i64 4, %v41
  %v210 = add i64 %v50, %v209
  %v211 = add i64 %v40, 4
  %v212 = icmp ult i64 %v211, %v42
  %v213 = add i64 %v210, 2
  %v214 = add i64 %v48, 2
  %v215 = icmp ult i64 %v214, %v49
  %v216 = and i1 %v212, %v215
  %v217 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v213
  %v218 = load float, float addrspace(1)* %v217, align 4
  %v219 = mul i64 4, %v41
  %v220 = add i64 %v50, %v219
  %v221 = add i64 %v40, 4
  %v222 = icmp ult i64 %v221, %v42
  %v223 = add i64 %v220, 3
  %v224 = add i64 %v48, 3
  %v225 = icmp ult i64 %v224, %v49
  %v226 = and i1 %v222, %v225
  %v227 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v223
  %v228 = load float, float addrspace(1)* %v227, align 4
  %v229 = mul i64 5, %v41
  %v230 = add i64 %v50, %v229
  %v231 = add i64 %v40, 5
  %v232 = icmp ult i64 %v231, %v42
  %v233 = icmp ult i64 %v48, %v49
  %v234 = and i1 %v232, %v233
  %v235 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v230
  %v236 = load float, float addrspace(1)* %v235, align 4
  %v237 = mul i64 5, %v41
  %v238 = add i64 %v50, %v237
  %v239 = add i64 %v40, 5
  %v240 = icmp ult i64 %v239, %v42
  %v241 = add i64 %v238, 1
  %v242 = add i64 %v48, 1
  %v243 = icmp ult i64 %v242, %v49
  %v244 = and i1 %v240, %v243
  %v245 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v241
  %v246 = load float, float addrspace(1)* %v245, align 4
  %v247 = mul i64 5, %v41
  %v248 = add i64 %v50, %v247
  %v249 = add i64 %v40, 5
  %v250 = icmp ult i64 %v249, %v42
  %v251 = add i64 %v248, 2
  %v252 = add i64 %v48, 2
  %v253 = icmp ult i64 %v252, %v49
  %v254 = and i1 %v250, %v253
  %v255 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v251
  %v256 = load float, float addrspace(1)* %v255, align 4
  %v257 = mul i64 5, %v41
  %v258 = add i64 %v50, %v257
  %v259 = add i64 %v40, 5
  %v260 = icmp ult i64 %v259, %v42
  %v261 = add i64 %v258, 3
  %v262 = add i64 %v48, 3
  %v263 = icmp ult i64 %v262, %v49
  %v264 = and i1 %v260, %v263
  %v265 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v261
  %v266 = load float, float addrspace(1)* %v265, align 4
  %v267 = mul i64 6, %v41
  %v268 = add i64 %v50, %v267
  %v269 = add i64 %v40, 6
  %v270 = icmp ult i64 %v269, %v42
  %v271 = icmp ult i64 %v48, %v49
  %v272 = and i1 %v270, %v271
  %v273 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v268
  %v274 = load float, float addrspace(1)* %v273, align 4
  %v275 = mul i64 6, %v41
  %v276 = add i64 %v50, %v275
  %v277 = add i64 %v40, 6
  %v278 = icmp ult i64 %v277, %v42
  %v279 = add i64 %v276, 1
  %v280 = add i64 %v48, 1
  %v281 = icmp ult i64 %v280, %v49
  %v282 = and i1 %v278, %v281
  %v283 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v279
  %v284 = load float, float addrspace(1)* %v283, align 4
  %v285 = mul i64 6, %v41
  %v286 = add i64 %v50, %v285
  %v287 = add i64 %v40, 6
  %v288 = icmp ult i64 %v287, %v42
  %v289 = add i64 %v286, 2
  %v290 = add i64 %v48, 2
  %v291 = icmp ult i64 %v290, %v49
  %v292 = and i1 %v288, %v291
  %v293 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v289
  %v294 = load float, float addrspace(1)* %v293, align 4
  %v295 = mul i64 6, %v41
  %v296 = add i64 %v50, %v295
  %v297 = add i64 %v40, 6
  %v298 = icmp ult i64 %v297, %v42
  %v299 = add i64 %v296, 3
  %v300 = add i64 %v48, 3
  %v301 = icmp ult i64 %v300, %v49
  %v302 = and i1 %v298, %v301
  %v303 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v299
  %v304 = load float, float addrspace(1)* %v303, align 4
  %v305 = mul i64 7, %v41
  %v306 = add i64 %v50, %v305
  %v307 = add i64 %v40, 7
  %v308 = icmp ult i64 %v307, %v42
  %v309 = icmp ult i64 %v48, %v49
  %v310 = and i1 %v308, %v309
  %v311 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v306
  %v312 = load float, float addrspace(1)* %v311, align 4
  %v313 = mul i64 7, %v41
  %v314 = add i64 %v50, %v313
  %v315 = add i64 %v40, 7
  %v316 = icmp ult i64 %v315, %v42
  %v317 = add i64 %v314, 1
  %v318 = add i64 %v48, 1
  %v319 = icmp ult i64 %v318, %v49
  %v320 = and i1 %v316, %v319
  %v321 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v317
  %v322 = load float, float addrspace(1)* %v321, align 4
  %v323 = mul i64 7, %v41
  %v324 = add i64 %v50, %v323
  %v325 = add i64 %v40, 7
  %v326 = icmp ult i64 %v325, %v42
  %v327 = add i64 %v324, 2
  %v328 = add i64 %v48, 2
  %v329 = icmp ult i64 %v328, %v49
  %v330 = and i1 %v326, %v329
  %v331 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v327
  %v332 = load float, float addrspace(1)* %v331, align 4
  %v333 = mul i64 7, %v41
  %v334 = add i64 %v50, %v333
  %v335 = add i64 %v40, 7
  %v336 = icmp ult i64 %v335, %v42
  %v337 = add i64 %v334, 3
  %v338 = add i64 %v48, 3
  %v339 = icmp ult i64 %v338, %v49
  %v340 = and i1 %v336, %v339
  %v341 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v337
  %v342 = load float, float addrspace(1)* %v341, align 4
  %v343 = mul i64 8, %v41
  %v344 = add i64 %v50, %v343
  %v345 = add i64 %v40, 8
  %v346 = icmp ult i64 %v345, %v42
  %v347 = icmp ult i64 %v48, %v49
  %v348 = and i1 %v346, %v347
  %v349 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v344
  %v350 = load float, float addrspace(1)* %v349, align 4
  %v351 = mul i64 8, %v41
  %v352 = add i64 %v50, %v351
  %v353 = add i64 %v40, 8
  %v354 = icmp ult i64 %v353, %v42
  %v355 = add i64 %v352, 1
  %v356 = add i64 %v48, 1
  %v357 = icmp ult i64 %v356, %v49
  %v358 = and i1 %v354, %v357
  %v359 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v355
  %v360 = load float, float addrspace(1)* %v359, align 4
  %v361 = mul i64 8, %v41
  %v362 = add i64 %v50, %v361
  %v363 = add i64 %v40, 8
  %v364 = icmp ult i64 %v363, %v42
  %v365 = add i64 %v362, 2
  %v366 = add i64 %v48, 2
  %v367 = icmp ult i64 %v366, %v49
  %v368 = and i1 %v364, %v367
  %v369 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v365
  %v370 = load float, float addrspace(1)* %v369, align 4
  %v371 = mul i64 8, %v41
  %v372 = add i64 %v50, %v371
  %v373 = add i64 %v40, 8
  %v374 = icmp ult i64 %v373, %v42
  %v375 = add i64 %v372, 3
  %v376 = add i64 %v48, 3
  %v377 = icmp ult i64 %v376, %v49
  %v378 = and i1 %v374, %v377
  %v379 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v375
  %v380 = load float, float addrspace(1)* %v379, align 4
  %v381 = mul i64 9, %v41
  %v382 = add i64 %v50, %v381
  %v383 = add i64 %v40, 9
  %v384 = icmp ult i64 %v383, %v42
  %v385 = icmp ult i64 %v48, %v49
  %v386 = and i1 %v384, %v385
  %v387 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v382
  %v388 = load float, float addrspace(1)* %v387, align 4
  %v389 = mul i64 9, %v41
  %v390 = add i64 %v50, %v389
  %v391 = add i64 %v40, 9
  %v392 = icmp ult i64 %v391, %v42
  %v393 = add i64 %v390, 1
  %v394 = add i64 %v48, 1
  %v395 = icmp ult i64 %v394, %v49
  %v396 = and i1 %v392, %v395
  %v397 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v393
  %v398 = load float, float addrspace(1)* %v397, align 4
  %v399 = mul i64 9, %v41
  %v400 = add i64 %v50, %v399
  %v401 = add i64 %v40, 9
  %v402 = icmp ult i64 %v401, %v42
  %v403 = add i64 %v400, 2
  %v404 = add i64 %v48, 2
  %v405 = icmp ult i64 %v404, %v49
  %v406 = and i1 %v402, %v405
  %v407 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v403
  %v408 = load float, float addrspace(1)* %v407, align 4
  %v409 = mul i64 9, %v41
  %v410 = add i64 %v50, %v409
  %v411 = add i64 %v40, 9
  %v412 = icmp ult i64 %v411, %v42
  %v413 = add i64 %v410, 3
  %v414 = add i64 %v48, 3
  %v415 = icmp ult i64 %v414, %v49
  %v416 = and i1 %v412, %v415
  %v417 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v413
  %v418 = load float, float addrspace(1)* %v417, align 4
  %v419 = mul i64 10, %v41
  %v420 = add i64 %v50, %v419
  %v421 = add i64 %v40, 10
  %v422 = icmp ult i64 %v421, %v42
  %v423 = icmp ult i64 %v48, %v49
  %v424 = and i1 %v422, %v423
  %v425 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v420
  %v426 = load float, float addrspace(1)* %v425, align 4
  %v427 = mul i64 10, %v41
  %v428 = add i64 %v50, %v427
  %v429 = add i64 %v40, 10
  %v430 = icmp ult i64 %v429, %v42
  %v431 = add i64 %v428, 1
  %v432 = add i64 %v48, 1
  %v433 = icmp ult i64 %v432, %v49
  %v434 = and i1 %v430, %v433
  %v435 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v431
  %v436 = load float, float addrspace(1)* %v435, align 4
  %v437 = mul i64 10, %v41
  %v438 = add i64 %v50, %v437
  %v439 = add i64 %v40, 10
  %v440 = icmp ult i64 %v439, %v42
  %v441 = add i64 %v438, 2
  %v442 = add i64 %v48, 2
  %v443 = icmp ult i64 %v442, %v49
  %v444 = and i1 %v440, %v443
  %v445 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v441
  %v446 = load float, float addrspace(1)* %v445, align 4
  %v447 = mul i64 10, %v41
  %v448 = add i64 %v50, %v447
  %v449 = add i64 %v40, 10
  %v450 = icmp ult i64 %v449, %v42
  %v451 = add i64 %v448, 3
  %v452 = add i64 %v48, 3
  %v453 = icmp ult i64 %v452, %v49
  %v454 = and i1 %v450, %v453
  %v455 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v451
  %v456 = load float, float addrspace(1)* %v455, align 4
  %v457 = mul i64 11, %v41
  %v458 = add i64 %v50, %v457
  %v459 = add i64 %v40, 11
  %v460 = icmp ult i64 %v459, %v42
  %v461 = icmp ult i64 %v48, %v49
  %v462 = and i1 %v460, %v461
  %v463 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v458
  %v464 = load float, float addrspace(1)* %v463, align 4
  %v465 = mul i64 11, %v41
  %v466 = add i64 %v50, %v465
  %v467 = add i64 %v40, 11
  %v468 = icmp ult i64 %v467, %v42
  %v469 = add i64 %v466, 1
  %v470 = add i64 %v48, 1
  %v471 = icmp ult i64 %v470, %v49
  %v472 = and i1 %v468, %v471
  %v473 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v469
  %v474 = load float, float addrspace(1)* %v473, align 4
  %v475 = mul i64 11, %v41
  %v476 = add i64 %v50, %v475
  %v477 = add i64 %v40, 11
  %v478 = icmp ult i64 %v477, %v42
  %v479 = add i64 %v476, 2
  %v480 = add i64 %v48, 2
  %v481 = icmp ult i64 %v480, %v49
  %v482 = and i1 %v478, %v481
  %v483 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v479
  %v484 = load float, float addrspace(1)* %v483, align 4
  %v485 = mul i64 11, %v41
  %v486 = add i64 %v50, %v485
  %v487 = add i64 %v40, 11
  %v488 = icmp ult i64 %v487, %v42
  %v489 = add i64 %v486, 3
  %v490 = add i64 %v48, 3
  %v491 = icmp ult i64 %v490, %v49
  %v492 = and i1 %v488, %v491
  %v493 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v489
  %v494 = load float, float addrspace(1)* %v493, align 4
  %v495 = mul i64 12, %v41
  %v496 = add i64 %v50, %v495
  %v497 = add i64 %v40, 12
  %v498 = icmp ult i64 %v497, %v42
  %v499 = icmp ult i64 %v48, %v49
  %v500 = and i1 %v498, %v499
  %v501 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v496
  %v502 = load float, float addrspace(1)* %v501, align 4
  %v503 = mul i64 12, %v41
  %v504 = add i64 %v50, %v503
  %v505 = add i64 %v40, 12
  %v506 = icmp ult i64 %v505, %v42
  %v507 = add i64 %v504, 1
  %v508 = add i64 %v48, 1
  %v509 = icmp ult i64 %v508, %v49
  %v510 = and i1 %v506, %v509
  %v511 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v507
  %v512 = load float, float addrspace(1)* %v511, align 4
  %v513 = mul i64 12, %v41
  %v514 = add i64 %v50, %v513
  %v515 = add i64 %v40, 12
  %v516 = icmp ult i64 %v515, %v42
  %v517 = add i64 %v514, 2
  %v518 = add i64 %v48, 2
  %v519 = icmp ult i64 %v518, %v49
  %v520 = and i1 %v516, %v519
  %v521 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v517
  %v522 = load float, float addrspace(1)* %v521, align 4
  %v523 = mul i64 12, %v41
  %v524 = add i64 %v50, %v523
  %v525 = add i64 %v40, 12
  %v526 = icmp ult i64 %v525, %v42
  %v527 = add i64 %v524, 3
  %v528 = add i64 %v48, 3
  %v529 = icmp ult i64 %v528, %v49
  %v530 = and i1 %v526, %v529
  %v531 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v527
  %v532 = load float, float addrspace(1)* %v531, align 4
  %v533 = mul i64 13, %v41
  %v534 = add i64 %v50, %v533
  %v535 = add i64 %v40, 13
  %v536 = icmp ult i64 %v535, %v42
  %v537 = icmp ult i64 %v48, %v49
  %v538 = and i1 %v536, %v537
  %v539 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v534
  %v540 = load float, float addrspace(1)* %v539, align 4
  %v541 = mul i64 13, %v41
  %v542 = add i64 %v50, %v541
  %v543 = add i64 %v40, 13
  %v544 = icmp ult i64 %v543, %v42
  %v545 = add i64 %v542, 1
  %v546 = add i64 %v48, 1
  %v547 = icmp ult i64 %v546, %v49
  %v548 = and i1 %v544, %v547
  %v549 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v545
  %v550 = load float, float addrspace(1)* %v549, align 4
  %v551 = mul i64 13, %v41
  %v552 = add i64 %v50, %v551
  %v553 = add i64 %v40, 13
  %v554 = icmp ult i64 %v553, %v42
  %v555 = add i64 %v552, 2
  %v556 = add i64 %v48, 2
  %v557 = icmp ult i64 %v556, %v49
  %v558 = and i1 %v554, %v557
  %v559 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v555
  %v560 = load float, float addrspace(1)* %v559, align 4
  %v561 = mul i64 13, %v41
  %v562 = add i64 %v50, %v561
  %v563 = add i64 %v40, 13
  %v564 = icmp ult i64 %v563, %v42
  %v565 = add i64 %v562, 3
  %v566 = add i64 %v48, 3
  %v567 = icmp ult i64 %v566, %v49
  %v568 = and i1 %v564, %v567
  %v569 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v565
  %v570 = load float, float addrspace(1)* %v569, align 4
  %v571 = mul i64 14, %v41
  %v572 = add i64 %v50, %v571
  %v573 = add i64 %v40, 14
  %v574 = icmp ult i64 %v573, %v42
  %v575 = icmp ult i64 %v48, %v49
  %v576 = and i1 %v574, %v575
  %v577 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v572
  %v578 = load float, float addrspace(1)* %v577, align 4
  %v579 = mul i64 14, %v41
  %v580 = add i64 %v50, %v579
  %v581 = add i64 %v40, 14
  %v582 = icmp ult i64 %v581, %v42
  %v583 = add i64 %v580, 1
  %v584 = add i64 %v48, 1
  %v585 = icmp ult i64 %v584, %v49
  %v586 = and i1 %v582, %v585
  %v587 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v583
  %v588 = load float, float addrspace(1)* %v587, align 4
  %v589 = mul i64 14, %v41
  %v590 = add i64 %v50, %v589
  %v591 = add i64 %v40, 14
  %v592 = icmp ult i64 %v591, %v42
  %v593 = add i64 %v590, 2
  %v594 = add i64 %v48, 2
  %v595 = icmp ult i64 %v594, %v49
  %v596 = and i1 %v592, %v595
  %v597 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v593
  %v598 = load float, float addrspace(1)* %v597, align 4
  %v599 = mul i64 14, %v41
  %v600 = add i64 %v50, %v599
  %v601 = add i64 %v40, 14
  %v602 = icmp ult i64 %v601, %v42
  %v603 = add i64 %v600, 3
  %v604 = add i64 %v48, 3
  %v605 = icmp ult i64 %v604, %v49
  %v606 = and i1 %v602, %v605
  %v607 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v603
  %v608 = load float, float addrspace(1)* %v607, align 4
  %v609 = mul i64 15, %v41
  %v610 = add i64 %v50, %v609
  %v611 = add i64 %v40, 15
  %v612 = icmp ult i64 %v611, %v42
  %v613 = icmp ult i64 %v48, %v49
  %v614 = and i1 %v612, %v613
  %v615 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v610
  %v616 = load float, float addrspace(1)* %v615, align 4
  %v617 = mul i64 15, %v41
  %v618 = add i64 %v50, %v617
  %v619 = add i64 %v40, 15
  %v620 = icmp ult i64 %v619, %v42
  %v621 = add i64 %v618, 1
  %v622 = add i64 %v48, 1
  %v623 = icmp ult i64 %v622, %v49
  %v624 = and i1 %v620, %v623
  %v625 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v621
  %v626 = load float, float addrspace(1)* %v625, align 4
  %v627 = mul i64 15, %v41
  %v628 = add i64 %v50, %v627
  %v629 = add i64 %v40, 15
  %v630 = icmp ult i64 %v629, %v42
  %v631 = add i64 %v628, 2
  %v632 = add i64 %v48, 2
  %v633 = icmp ult i64 %v632, %v49
  %v634 = and i1 %v630, %v633
  %v635 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v631
  %v636 = load float, float addrspace(1)* %v635, align 4
  %v637 = mul i64 15, %v41
  %v638 = add i64 %v50, %v637
  %v639 = add i64 %v40, 15
  %v640 = icmp ult i64 %v639, %v42
  %v641 = add i64 %v638, 3
  %v642 = add i64 %v48, 3
  %v643 = icmp ult i64 %v642, %v49
  %v644 = and i1 %v640, %v643
  %v645 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v641
  %v646 = load float, float addrspace(1)* %v645, align 4
  br label %ld_done3
ld_edge2:
  %v647 = icmp ult i64 %v40, %v42
  %v648 = icmp ult i64 %v48, %v49
  %v649 = and i1 %v647, %v648
  %v650 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v50
  br i1 %v649, label %ld4, label %ld_next5
ld_done3:
  %v1303 = phi float [ %v59, %ld_full1 ], [ %v652, %ld_next131 ]
  %v1304 = phi float [ %v66, %ld_full1 ], [ %v660, %ld_next131 ]
  %v1305 = phi float [ %v73, %ld_full1 ], [ %v668, %ld_next131 ]
  %v1306 = phi float [ %v80, %ld_full1 ], [ %v676, %ld_next131 ]
  %v1307 = phi float [ %v87, %ld_full1 ], [ %v684, %ld_next131 ]
  %v1308 = phi float [ %v96, %ld_full1 ], [ %v694, %ld_next131 ]
  %v1309 = phi float [ %v105, %ld_full1 ], [ %v704, %ld_next131 ]
  %v1310 = phi float [ %v114, %ld_full1 ], [ %v714, %ld_next131 ]
  %v1311 = phi float [ %v122, %ld_full1 ], [ %v723, %ld_next131 ]
  %v1312 = phi float [ %v132, %ld_full1 ], [ %v734, %ld_next131 ]
  %v1313 = phi float [ %v142, %ld_full1 ], [ %v745, %ld_next131 ]
  %v1314 = phi float [ %v152, %ld_full1 ], [ %v756, %ld_next131 ]
  %v1315 = phi float [ %v160, %ld_full1 ], [ %v765, %ld_next131 ]
  %v1316 = phi float [ %v170, %ld_full1 ], [ %v776, %ld_next131 ]
  %v1317 = phi float [ %v180, %ld_full1 ], [ %v787, %ld_next131 ]
  %v1318 = phi float [ %v190, %ld_full1 ], [ %v798, %ld_next131 ]
  %v1319 = phi float [ %v198, %ld_full1 ], [ %v807, %ld_next131 ]
  %v1320 = phi float [ %v208, %ld_full1 ], [ %v818, %ld_next131 ]
  %v1321 = phi float [ %v218, %ld_full1 ], [ %v829, %ld_next131 ]
  %v1322 = phi float [ %v228, %ld_full1 ], [ %v840, %ld_next131 ]
  %v1323 = phi float [ %v236, %ld_full1 ], [ %v849, %ld_next131 ]
  %v1324 = phi float [ %v246, %ld_full1 ], [ %v860, %ld_next131 ]
  %v1325 = phi float [ %v256, %ld_full1 ], [ %v871, %ld_next131 ]
  %v1326 = phi float [ %v266, %ld_full1 ], [ %v882, %ld_next131 ]
  %v1327 = phi float [ %v274, %ld_full1 ], [ %v891, %ld_next131 ]
  %v1328 = phi float [ %v284, %ld_full1 ], [ %v902, %ld_next131 ]
  %v1329 = phi float [ %v294, %ld_full1 ], [ %v913, %ld_next131 ]
  %v1330 = phi float [ %v304, %ld_full1 ], [ %v924, %ld_next131 ]
  %v1331 = phi float [ %v312, %ld_full1 ], [ %v933, %ld_next131 ]
  %v1332 = phi float [ %v322, %ld_full1 ], [ %v944, %ld_next131 ]
  %v1333 = phi float [ %v332, %ld_full1 ], [ %v955, %ld_next131 ]
  %v1334 = phi float [ %v342, %ld_full1 ], [ %v966, %ld_next131 ]
  %v1335 = phi float [ %v350, %ld_full1 ], [ %v975, %ld_next131 ]
  %v1336 = phi float [ %v360, %ld_full1 ], [ %v986, %ld_next131 ]
  %v1337 = phi float [ %v370, %ld_full1 ], [ %v997, %ld_next131 ]
  %v1338 = phi float [ %v380, %ld_full1 ], [ %v1008, %ld_next131 ]
  %v1339 = phi float [ %v388, %ld_full1 ], [ %v1017, %ld_next131 ]
  %v1340 = phi float [ %v398, %ld_full1 ], [ %v1028, %ld_next131 ]
  %v1341 = phi float [ %v408, %ld_full1 ], [ %v1039, %ld_next131 ]
  %v1342 = phi float [ %v418, %ld_full1 ], [ %v1050, %ld_next131 ]
  %v1343 = phi float [ %v426, %ld_full1 ], [ %v1059, %ld_next131 ]
  %v1344 = phi float [ %v436, %ld_full1 ], [ %v1070, %ld_next131 ]
  %v1345 = phi float [ %v446, %ld_full1 ], [ %v1081, %ld_next131 ]
  %v1346 = phi float [ %v456, %ld_full1 ], [ %v1092, %ld_next131 ]
  %v1347 = phi float [ %v464, %ld_full1 ], [ %v1101, %ld_next131 ]
  %v1348 = phi float [ %v474, %ld_full1 ], [ %v1112, %ld_next131 ]
  %v1349 = phi float [ %v484, %ld_full1 ], [ %v1123, %ld_next131 ]
  %v1350 = phi float [ %v494, %ld_full1 ], [ %v1134, %ld_next131 ]
  %v1351 = phi float [ %v502, %ld_full1 ], [ %v1143, %ld_next131 ]
  %v1352 = phi float [ %v512, %ld_full1 ], [ %v1154, %ld_next131 ]
  %v1353 = phi float [ %v522, %ld_full1 ], [ %v1165, %ld_next131 ]
  %v1354 = phi float [ %v532, %ld_full1 ], [ %v1176, %ld_next131 ]
  %v1355 = phi float [ %v540, %ld_full1 ], [ %v1185, %ld_next131 ]
  %v1356 = phi float [ %v550, %ld_full1 ], [ %v1196, %ld_next131 ]
  %v1357 = phi float [ %v560, %ld_full1 ], [ %v1207, %ld_next131 ]
  %v1358 = phi float [ %v570, %ld_full1 ], [ %v1218, %ld_next131 ]
  %v1359 = phi float [ %v578, %ld_full1 ], [ %v1227, %ld_next131 ]
  %v1360 = phi float [ %v588, %ld_full1 ], [ %v1238, %ld_next131 ]
  %v1361 = phi float [ %v598, %ld_full1 ], [ %v1249, %ld_next131 ]
  %v1362 = phi float [ %v608, %ld_full1 ], [ %v1260, %ld_next131 ]
  %v1363 = phi float [ %v616, %ld_full1 ], [ %v1269, %ld_next131 ]
  %v1364 = phi float [ %v626, %ld_full1 ], [ %v1280, %ld_next131 ]
  %v1365 = phi float [ %v636, %ld_full1 ], [ %v1291, %ld_next131 ]
  %v1366 = phi float [ %v646, %ld_full1 ], [ %v1302, %ld_next131 ]
  %v1367 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1303, float %v1304)
  %v1368 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1307, float %v1308)
  %v1369 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1311, float %v1312)
  %v1370 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1315, float %v1316)
  %v1371 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1319, float %v1320)
  %v1372 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1323, float %v1324)
  %v1373 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1327, float %v1328)
  %v1374 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1331, float %v1332)
  %v1375 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1335, float %v1336)
  %v1376 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1339, float %v1340)
  %v1377 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1343, float %v1344)
  %v1378 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1347, float %v1348)
  %v1379 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1351, float %v1352)
  %v1380 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1355, float %v1356)
  %v1381 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1359, float %v1360)
  %v1382 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1363, float %v1364)
  %v1383 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1367, float %v1305)
  %v1384 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1368, float %v1309)
  %v1385 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1369, float %v1313)
  %v1386 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1370, float %v1317)
  %v1387 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1371, float %v1321)
  %v1388 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1372, float %v1325)
  %v1389 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1373, float %v1329)
  %v1390 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1374, float %v1333)
  %v1391 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1375, float %v1337)
  %v1392 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1376, float %v1341)
  %v1393 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1377, float %v1345)
  %v1394 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1378, float %v1349)
  %v1395 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1379, float %v1353)
  %v1396 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1380, float %v1357)
  %v1397 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1381, float %v1361)
  %v1398 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1382, float %v1365)
  %v1399 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1383, float %v1306)
  %v1400 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1384, float %v1310)
  %v1401 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1385, float %v1314)
  %v1402 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1386, float %v1318)
  %v1403 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1387, float %v1322)
  %v1404 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1388, float %v1326)
  %v1405 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1389, float %v1330)
  %v1406 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1390, float %v1334)
  %v1407 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1391, float %v1338)
  %v1408 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1392, float %v1342)
  %v1409 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1393, float %v1346)
  %v1410 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1394, float %v1350)
  %v1411 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1395, float %v1354)
  %v1412 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1396, float %v1358)
  %v1413 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1397, float %v1362)
  %v1414 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1398, float %v1366)
  %v1415 = bitcast float %v1399 to i32
  %v1416 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1415, i32 1, i32 31)
  %v1417 = bitcast i32 %v1416 to float
  %v1418 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1399, float %v1417)
  %v1419 = bitcast float %v1400 to i32
  %v1420 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1419, i32 1, i32 31)
  %v1421 = bitcast i32 %v1420 to float
  %v1422 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1400, float %v1421)
  %v1423 = bitcast float %v1401 to i32
  %v1424 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1423, i32 1, i32 31)
  %v1425 = bitcast i32 %v1424 to float
  %v1426 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1401, float %v1425)
  %v1427 = bitcast float %v1402 to i32
  %v1428 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1427, i32 1, i32 31)
  %v1429 = bitcast i32 %v1428 to float
  %v1430 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1402, float %v1429)
  %v1431 = bitcast float %v1403 to i32
  %v1432 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1431, i32 1, i32 31)
  %v1433 = bitcast i32 %v1432 to float
  %v1434 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1403, float %v1433)
  %v1435 = bitcast float %v1404 to i32
  %v1436 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1435, i32 1, i32 31)
  %v1437 = bitcast i32 %v1436 to float
  %v1438 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1404, float %v1437)
  %v1439 = bitcast float %v1405 to i32
  %v1440 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1439, i32 1, i32 31)
  %v1441 = bitcast i32 %v1440 to float
  %v1442 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1405, float %v1441)
  %v1443 = bitcast float %v1406 to i32
  %v1444 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1443, i32 1, i32 31)
  %v1445 = bitcast i32 %v1444 to float
  %v1446 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1406, float %v1445)
  %v1447 = bitcast float %v1407 to i32
  %v1448 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1447, i32 1, i32 31)
  %v1449 = bitcast i32 %v1448 to float
  %v1450 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1407, float %v1449)
  %v1451 = bitcast float %v1408 to i32
  %v1452 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1451, i32 1, i32 31)
  %v1453 = bitcast i32 %v1452 to float
  %v1454 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1408, float %v1453)
  %v1455 = bitcast float %v1409 to i32
  %v1456 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1455, i32 1, i32 31)
  %v1457 = bitcast i32 %v1456 to float
  %v1458 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1409, float %v1457)
  %v1459 = bitcast float %v1410 to i32
  %v1460 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1459, i32 1, i32 31)
  %v1461 = bitcast i32 %v1460 to float
  %v1462 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1410, float %v1461)
  %v1463 = bitcast float %v1411 to i32
  %v1464 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1463, i32 1, i32 31)
  %v1465 = bitcast i32 %v1464 to float
  %v1466 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1411, float %v1465)
  %v1467 = bitcast float %v1412 to i32
  %v1468 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1467, i32 1, i32 31)
  %v1469 = bitcast i32 %v1468 to float
  %v1470 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1412, float %v1469)
  %v1471 = bitcast float %v1413 to i32
  %v1472 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1471, i32 1, i32 31)
  %v1473 = bitcast i32 %v1472 to float
  %v1474 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1413, float %v1473)
  %v1475 = bitcast float %v1414 to i32
  %v1476 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1475, i32 1, i32 31)
  %v1477 = bitcast i32 %v1476 to float
  %v1478 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1414, float %v1477)
  %v1479 = bitcast float %v1418 to i32
  %v1480 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1479, i32 2, i32 31)
  %v1481 = bitcast i32 %v1480 to float
  %v1482 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1418, float %v1481)
  %v1483 = bitcast float %v1422 to i32
  %v1484 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1483, i32 2, i32 31)
  %v1485 = bitcast i32 %v1484 to float
  %v1486 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1422, float %v1485)
  %v1487 = bitcast float %v1426 to i32
  %v1488 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1487, i32 2, i32 31)
  %v1489 = bitcast i32 %v1488 to float
  %v1490 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1426, float %v1489)
  %v1491 = bitcast float %v1430 to i32
  %v1492 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1491, i32 2, i32 31)
  %v1493 = bitcast i32 %v1492 to float
  %v1494 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1430, float %v1493)
  %v1495 = bitcast float %v1434 to i32
  %v1496 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1495, i32 2, i32 31)
  %v1497 = bitcast i32 %v1496 to float
  %v1498 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1434, float %v1497)
  %v1499 = bitcast float %v1438 to i32
  %v1500 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1499, i32 2, i32 31)
  %v1501 = bitcast i32 %v1500 to float
  %v1502 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1438, float %v1501)
  %v1503 = bitcast float %v1442 to i32
  %v1504 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1503, i32 2, i32 31)
  %v1505 = bitcast i32 %v1504 to float
  %v1506 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1442, float %v1505)
  %v1507 = bitcast float %v1446 to i32
  %v1508 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1507, i32 2, i32 31)
  %v1509 = bitcast i32 %v1508 to float
  %v1510 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1446, float %v1509)
  %v1511 = bitcast float %v1450 to i32
  %v1512 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1511, i32 2, i32 31)
  %v1513 = bitcast i32 %v1512 to float
  %v1514 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1450, float %v1513)
  %v1515 = bitcast float %v1454 to i32
  %v1516 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1515, i32 2, i32 31)
  %v1517 = bitcast i32 %v1516 to float
  %v1518 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1454, float %v1517)
  %v1519 = bitcast float %v1458 to i32
  %v1520 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1519, i32 2, i32 31)
  %v1521 = bitcast i32 %v1520 to float
  %v1522 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1458, float %v1521)
  %v1523 = bitcast float %v1462 to i32
  %v1524 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1523, i32 2, i32 31)
  %v1525 = bitcast i32 %v1524 to float
  %v1526 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1462, float %v1525)
  %v1527 = bitcast float %v1466 to i32
  %v1528 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1527, i32 2, i32 31)
  %v1529 = bitcast i32 %v1528 to float
  %v1530 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1466, float %v1529)
  %v1531 = bitcast float %v1470 to i32
  %v1532 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1531, i32 2, i32 31)
  %v1533 = bitcast i32 %v1532 to float
  %v1534 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1470, float %v1533)
  %v1535 = bitcast float %v1474 to i32
  %v1536 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1535, i32 2, i32 31)
  %v1537 = bitcast i32 %v1536 to float
  %v1538 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1474, float %v1537)
  %v1539 = bitcast float %v1478 to i32
  %v1540 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1539, i32 2, i32 31)
  %v1541 = bitcast i32 %v1540 to float
  %v1542 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1478, float %v1541)
  %v1543 = bitcast float %v1482 to i32
  %v1544 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1543, i32 4, i32 31)
  %v1545 = bitcast i32 %v1544 to float
  %v1546 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1482, float %v1545)
  %v1547 = bitcast float %v1486 to i32
  %v1548 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1547, i32 4, i32 31)
  %v1549 = bitcast i32 %v1548 to float
  %v1550 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1486, float %v1549)
  %v1551 = bitcast float %v1490 to i32
  %v1552 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1551, i32 4, i32 31)
  %v1553 = bitcast i32 %v1552 to float
  %v1554 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1490, float %v1553)
  %v1555 = bitcast float %v1494 to i32
  %v1556 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1555, i32 4, i32 31)
  %v1557 = bitcast i32 %v1556 to float
  %v1558 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1494, float %v1557)
  %v1559 = bitcast float %v1498 to i32
  %v1560 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1559, i32 4, i32 31)
  %v1561 = bitcast i32 %v1560 to float
  %v1562 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1498, float %v1561)
  %v1563 = bitcast float %v1502 to i32
  %v1564 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1563, i32 4, i32 31)
  %v1565 = bitcast i32 %v1564 to float
  %v1566 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1502, float %v1565)
  %v1567 = bitcast float %v1506 to i32
  %v1568 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1567, i32 4, i32 31)
  %v1569 = bitcast i32 %v1568 to float
  %v1570 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1506, float %v1569)
  %v1571 = bitcast float %v1510 to i32
  %v1572 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1571, i32 4, i32 31)
  %v1573 = bitcast i32 %v1572 to float
  %v1574 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1510, float %v1573)
  %v1575 = bitcast float %v1514 to i32
  %v1576 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1575, i32 4, i32 31)
  %v1577 = bitcast i32 %v1576 to float
  %v1578 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1514, float %v1577)
  %v1579 = bitcast float %v1518 to i32
  %v1580 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1579, i32 4, i32 31)
  %v1581 = bitcast i32 %v1580 to float
  %v1582 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1518, float %v1581)
  %v1583 = bitcast float %v1522 to i32
  %v1584 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1583, i32 4, i32 31)
  %v1585 = bitcast i32 %v1584 to float
  %v1586 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1522, float %v1585)
  %v1587 = bitcast float %v1526 to i32
  %v1588 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1587, i32 4, i32 31)
  %v1589 = bitcast i32 %v1588 to float
  %v1590 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1526, float %v1589)
  %v1591 = bitcast float %v1530 to i32
  %v1592 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1591, i32 4, i32 31)
  %v1593 = bitcast i32 %v1592 to float
  %v1594 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1530, float %v1593)
  %v1595 = bitcast float %v1534 to i32
  %v1596 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1595, i32 4, i32 31)
  %v1597 = bitcast i32 %v1596 to float
  %v1598 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1534, float %v1597)
  %v1599 = bitcast float %v1538 to i32
  %v1600 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1599, i32 4, i32 31)
  %v1601 = bitcast i32 %v1600 to float
  %v1602 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1538, float %v1601)
  %v1603 = bitcast float %v1542 to i32
  %v1604 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1603, i32 4, i32 31)
  %v1605 = bitcast i32 %v1604 to float
  %v1606 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1542, float %v1605)
  %v1607 = bitcast float %v1546 to i32
  %v1608 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1607, i32 8, i32 31)
  %v1609 = bitcast i32 %v1608 to float
  %v1610 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1546, float %v1609)
  %v1611 = bitcast float %v1550 to i32
  %v1612 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1611, i32 8, i32 31)
  %v1613 = bitcast i32 %v1612 to float
  %v1614 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1550, float %v1613)
  %v1615 = bitcast float %v1554 to i32
  %v1616 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1615, i32 8, i32 31)
  %v1617 = bitcast i32 %v1616 to float
  %v1618 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1554, float %v1617)
  %v1619 = bitcast float %v1558 to i32
  %v1620 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1619, i32 8, i32 31)
  %v1621 = bitcast i32 %v1620 to float
  %v1622 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1558, float %v1621)
  %v1623 = bitcast float %v1562 to i32
  %v1624 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1623, i32 8, i32 31)
  %v1625 = bitcast i32 %v1624 to float
  %v1626 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1562, float %v1625)
  %v1627 = bitcast float %v1566 to i32
  %v1628 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1627, i32 8, i32 31)
  %v1629 = bitcast i32 %v1628 to float
  %v1630 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1566, float %v1629)
  %v1631 = bitcast float %v1570 to i32
  %v1632 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1631, i32 8, i32 31)
  %v1633 = bitcast i32 %v1632 to float
  %v1634 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1570, float %v1633)
  %v1635 = bitcast float %v1574 to i32
  %v1636 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1635, i32 8, i32 31)
  %v1637 = bitcast i32 %v1636 to float
  %v1638 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1574, float %v1637)
  %v1639 = bitcast float %v1578 to i32
  %v1640 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1639, i32 8, i32 31)
  %v1641 = bitcast i32 %v1640 to float
  %v1642 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1578, float %v1641)
  %v1643 = bitcast float %v1582 to i32
  %v1644 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1643, i32 8, i32 31)
  %v1645 = bitcast i32 %v1644 to float
  %v1646 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1582, float %v1645)
  %v1647 = bitcast float %v1586 to i32
  %v1648 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1647, i32 8, i32 31)
  %v1649 = bitcast i32 %v1648 to float
  %v1650 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1586, float %v1649)
  %v1651 = bitcast float %v1590 to i32
  %v1652 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1651, i32 8, i32 31)
  %v1653 = bitcast i32 %v1652 to float
  %v1654 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1590, float %v1653)
  %v1655 = bitcast float %v1594 to i32
  %v1656 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1655, i32 8, i32 31)
  %v1657 = bitcast i32 %v1656 to float
  %v1658 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1594, float %v1657)
  %v1659 = bitcast float %v1598 to i32
  %v1660 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1659, i32 8, i32 31)
  %v1661 = bitcast i32 %v1660 to float
  %v1662 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1598, float %v1661)
  %v1663 = bitcast float %v1602 to i32
  %v1664 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1663, i32 8, i32 31)
  %v1665 = bitcast i32 %v1664 to float
  %v1666 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1602, float %v1665)
  %v1667 = bitcast float %v1606 to i32
  %v1668 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1667, i32 8, i32 31)
  %v1669 = bitcast i32 %v1668 to float
  %v1670 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1606, float %v1669)
  %v1671 = bitcast float %v1610 to i32
  %v1672 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1671, i32 16, i32 31)
  %v1673 = bitcast i32 %v1672 to float
  %v1674 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1610, float %v1673)
  %v1675 = bitcast float %v1614 to i32
  %v1676 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1675, i32 16, i32 31)
  %v1677 = bitcast i32 %v1676 to float
  %v1678 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1614, float %v1677)
  %v1679 = bitcast float %v1618 to i32
  %v1680 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1679, i32 16, i32 31)
  %v1681 = bitcast i32 %v1680 to float
  %v1682 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1618, float %v1681)
  %v1683 = bitcast float %v1622 to i32
  %v1684 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1683, i32 16, i32 31)
  %v1685 = bitcast i32 %v1684 to float
  %v1686 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1622, float %v1685)
  %v1687 = bitcast float %v1626 to i32
  %v1688 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1687, i32 16, i32 31)
  %v1689 = bitcast i32 %v1688 to float
  %v1690 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1626, float %v1689)
  %v1691 = bitcast float %v1630 to i32
  %v1692 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1691, i32 16, i32 31)
  %v1693 = bitcast i32 %v1692 to float
  %v1694 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1630, float %v1693)
  %v1695 = bitcast float %v1634 to i32
  %v1696 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1695, i32 16, i32 31)
  %v1697 = bitcast i32 %v1696 to float
  %v1698 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1634, float %v1697)
  %v1699 = bitcast float %v1638 to i32
  %v1700 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1699, i32 16, i32 31)
  %v1701 = bitcast i32 %v1700 to float
  %v1702 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1638, float %v1701)
  %v1703 = bitcast float %v1642 to i32
  %v1704 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1703, i32 16, i32 31)
  %v1705 = bitcast i32 %v1704 to float
  %v1706 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1642, float %v1705)
  %v1707 = bitcast float %v1646 to i32
  %v1708 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1707, i32 16, i32 31)
  %v1709 = bitcast i32 %v1708 to float
  %v1710 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1646, float %v1709)
  %v1711 = bitcast float %v1650 to i32
  %v1712 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1711, i32 16, i32 31)
  %v1713 = bitcast i32 %v1712 to float
  %v1714 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1650, float %v1713)
  %v1715 = bitcast float %v1654 to i32
  %v1716 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1715, i32 16, i32 31)
  %v1717 = bitcast i32 %v1716 to float
  %v1718 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1654, float %v1717)
  %v1719 = bitcast float %v1658 to i32
  %v1720 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1719, i32 16, i32 31)
  %v1721 = bitcast i32 %v1720 to float
  %v1722 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1658, float %v1721)
  %v1723 = bitcast float %v1662 to i32
  %v1724 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1723, i32 16, i32 31)
  %v1725 = bitcast i32 %v1724 to float
  %v1726 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1662, float %v1725)
  %v1727 = bitcast float %v1666 to i32
  %v1728 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1727, i32 16, i32 31)
  %v1729 = bitcast i32 %v1728 to float
  %v1730 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1666, float %v1729)
  %v1731 = bitcast float %v1670 to i32
  %v1732 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1731, i32 16, i32 31)
  %v1733 = bitcast i32 %v1732 to float
  %v1734 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1670, float %v1733)
  call void @llvm.nvvm.barrier0()
  %v1735 = mul i32 %v1, 16
  %v1736 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1737 = getelementptr inbounds float, float addrspace(3)* %v1736, i32 %v1735
  store float %v1674, float addrspace(3)* %v1737, align 4
  %v1738 = mul i32 %v1, 16
  %v1739 = add i32 %v1738, 1
  %v1740 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1741 = getelementptr inbounds float, float addrspace(3)* %v1740, i32 %v1739
  store float %v1678, float addrspace(3)* %v1741, align 4
  %v1742 = mul i32 %v1, 16
  %v1743 = add i32 %v1742, 2
  %v1744 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1745 = getelementptr inbounds float, float addrspace(3)* %v1744, i32 %v1743
  store float %v1682, float addrspace(3)* %v1745, align 4
  %v1746 = mul i32 %v1, 16
  %v1747 = add i32 %v1746, 3
  %v1748 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1749 = getelementptr inbounds float, float addrspace(3)* %v1748, i32 %v1747
  store float %v1686, float addrspace(3)* %v1749, align 4
  %v1750 = mul i32 %v1, 16
  %v1751 = add i32 %v1750, 4
  %v1752 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1753 = getelementptr inbounds float, float addrspace(3)* %v1752, i32 %v1751
  store float %v1690, float addrspace(3)* %v1753, align 4
  %v1754 = mul i32 %v1, 16
  %v1755 = add i32 %v1754, 5
  %v1756 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1757 = getelementptr inbounds float, float addrspace(3)* %v1756, i32 %v1755
  store float %v1694, float addrspace(3)* %v1757, align 4
  %v1758 = mul i32 %v1, 16
  %v1759 = add i32 %v1758, 6
  %v1760 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1761 = getelementptr inbounds float, float addrspace(3)* %v1760, i32 %v1759
  store float %v1698, float addrspace(3)* %v1761, align 4
  %v1762 = mul i32 %v1, 16
  %v1763 = add i32 %v1762, 7
  %v1764 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1765 = getelementptr inbounds float, float addrspace(3)* %v1764, i32 %v1763
  store float %v1702, float addrspace(3)* %v1765, align 4
  %v1766 = mul i32 %v1, 16
  %v1767 = add i32 %v1766, 8
  %v1768 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1769 = getelementptr inbounds float, float addrspace(3)* %v1768, i32 %v1767
  store float %v1706, float addrspace(3)* %v1769, align 4
  %v1770 = mul i32 %v1, 16
  %v1771 = add i32 %v1770, 9
  %v1772 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1773 = getelementptr inbounds float, float addrspace(3)* %v1772, i32 %v1771
  store float %v1710, float addrspace(3)* %v1773, align 4
  %v1774 = mul i32 %v1, 16
  %v1775 = add i32 %v1774, 10
  %v1776 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1777 = getelementptr inbounds float, float addrspace(3)* %v1776, i32 %v1775
  store float %v1714, float addrspace(3)* %v1777, align 4
  %v1778 = mul i32 %v1, 16
  %v1779 = add i32 %v1778, 11
  %v1780 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1781 = getelementptr inbounds float, float addrspace(3)* %v1780, i32 %v1779
  store float %v1718, float addrspace(3)* %v1781, align 4
  %v1782 = mul i32 %v1, 16
  %v1783 = add i32 %v1782, 12
  %v1784 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1785 = getelementptr inbounds float, float addrspace(3)* %v1784, i32 %v1783
  store float %v1722, float addrspace(3)* %v1785, align 4
  %v1786 = mul i32 %v1, 16
  %v1787 = add i32 %v1786, 13
  %v1788 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1789 = getelementptr inbounds float, float addrspace(3)* %v1788, i32 %v1787
  store float %v1726, float addrspace(3)* %v1789, align 4
  %v1790 = mul i32 %v1, 16
  %v1791 = add i32 %v1790, 14
  %v1792 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1793 = getelementptr inbounds float, float addrspace(3)* %v1792, i32 %v1791
  store float %v1730, float addrspace(3)* %v1793, align 4
  %v1794 = mul i32 %v1, 16
  %v1795 = add i32 %v1794, 15
  %v1796 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1797 = getelementptr inbounds float, float addrspace(3)* %v1796, i32 %v1795
  store float %v1734, float addrspace(3)* %v1797, align 4
  call void @llvm.nvvm.barrier0()
  %v1798 = and i32 %v3, -8
  %v1799 = shl i32 %v1798, 5
  %v1800 = or i32 %v1799, %v2
  %v1801 = mul i32 %v1800, 16
  %v1802 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1803 = getelementptr inbounds float, float addrspace(3)* %v1802, i32 %v1801
  %v1804 = load float, float addrspace(3)* %v1803, align 4
  %v1805 = mul i32 %v1800, 16
  %v1806 = add i32 %v1805, 1
  %v1807 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1808 = getelementptr inbounds float, float addrspace(3)* %v1807, i32 %v1806
  %v1809 = load float, float addrspace(3)* %v1808, align 4
  %v1810 = mul i32 %v1800, 16
  %v1811 = add i32 %v1810, 2
  %v1812 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1813 = getelementptr inbounds float, float addrspace(3)* %v1812, i32 %v1811
  %v1814 = load float, float addrspace(3)* %v1813, align 4
  %v1815 = mul i32 %v1800, 16
  %v1816 = add i32 %v1815, 3
  %v1817 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1818 = getelementptr inbounds float, float addrspace(3)* %v1817, i32 %v1816
  %v1819 = load float, float addrspace(3)* %v1818, align 4
  %v1820 = mul i32 %v1800, 16
  %v1821 = add i32 %v1820, 4
  %v1822 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1823 = getelementptr inbounds float, float addrspace(3)* %v1822, i32 %v1821
  %v1824 = load float, float addrspace(3)* %v1823, align 4
  %v1825 = mul i32 %v1800, 16
  %v1826 = add i32 %v1825, 5
  %v1827 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1828 = getelementptr inbounds float, float addrspace(3)* %v1827, i32 %v1826
  %v1829 = load float, float addrspace(3)* %v1828, align 4
  %v1830 = mul i32 %v1800, 16
  %v1831 = add i32 %v1830, 6
  %v1832 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1833 = getelementptr inbounds float, float addrspace(3)* %v1832, i32 %v1831
  %v1834 = load float, float addrspace(3)* %v1833, align 4
  %v1835 = mul i32 %v1800, 16
  %v1836 = add i32 %v1835, 7
  %v1837 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1838 = getelementptr inbounds float, float addrspace(3)* %v1837, i32 %v1836
  %v1839 = load float, float addrspace(3)* %v1838, align 4
  %v1840 = mul i32 %v1800, 16
  %v1841 = add i32 %v1840, 8
  %v1842 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1843 = getelementptr inbounds float, float addrspace(3)* %v1842, i32 %v1841
  %v1844 = load float, float addrspace(3)* %v1843, align 4
  %v1845 = mul i32 %v1800, 16
  %v1846 = add i32 %v1845, 9
  %v1847 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1848 = getelementptr inbounds float, float addrspace(3)* %v1847, i32 %v1846
  %v1849 = load float, float addrspace(3)* %v1848, align 4
  %v1850 = mul i32 %v1800, 16
  %v1851 = add i32 %v1850, 10
  %v1852 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1853 = getelementptr inbounds float, float addrspace(3)* %v1852, i32 %v1851
  %v1854 = load float, float addrspace(3)* %v1853, align 4
  %v1855 = mul i32 %v1800, 16
  %v1856 = add i32 %v1855, 11
  %v1857 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1858 = getelementptr inbounds float, float addrspace(3)* %v1857, i32 %v1856
  %v1859 = load float, float addrspace(3)* %v1858, align 4
  %v1860 = mul i32 %v1800, 16
  %v1861 = add i32 %v1860, 12
  %v1862 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1863 = getelementptr inbounds float, float addrspace(3)* %v1862, i32 %v1861
  %v1864 = load float, float addrspace(3)* %v1863, align 4
  %v1865 = mul i32 %v1800, 16
  %v1866 = add i32 %v1865, 13
  %v1867 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1868 = getelementptr inbounds float, float addrspace(3)* %v1867, i32 %v1866
  %v1869 = load float, float addrspace(3)* %v1868, align 4
  %v1870 = mul i32 %v1800, 16
  %v1871 = add i32 %v1870, 14
  %v1872 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1873 = getelementptr inbounds float, float addrspace(3)* %v1872, i32 %v1871
  %v1874 = load float, float addrspace(3)* %v1873, align 4
  %v1875 = mul i32 %v1800, 16
  %v1876 = add i32 %v1875, 15
  %v1877 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1878 = getelementptr inbounds float, float addrspace(3)* %v1877, i32 %v1876
  %v1879 = load float, float addrspace(3)* %v1878, align 4
  %v1880 = or i32 %v1798, 1
  %v1881 = shl i32 %v1880, 5
  %v1882 = or i32 %v1881, %v2
  %v1883 = mul i32 %v1882, 16
  %v1884 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1885 = getelementptr inbounds float, float addrspace(3)* %v1884, i32 %v1883
  %v1886 = load float, float addrspace(3)* %v1885, align 4
  %v1887 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1804, float %v1886)
  %v1888 = mul i32 %v1882, 16
  %v1889 = add i32 %v1888, 1
  %v1890 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1891 = getelementptr inbounds float, float addrspace(3)* %v1890, i32 %v1889
  %v1892 = load float, float addrspace(3)* %v1891, align 4
  %v1893 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1809, float %v1892)
  %v1894 = mul i32 %v1882, 16
  %v1895 = add i32 %v1894, 2
  %v1896 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1897 = getelementptr inbounds float, float addrspace(3)* %v1896, i32 %v1895
  %v1898 = load float, float addrspace(3)* %v1897, align 4
  %v1899 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1814, float %v1898)
  %v1900 = mul i32 %v1882, 16
  %v1901 = add i32 %v1900, 3
  %v1902 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1903 = getelementptr inbounds float, float addrspace(3)* %v1902, i32 %v1901
  %v1904 = load float, float addrspace(3)* %v1903, align 4
  %v1905 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1819, float %v1904)
  %v1906 = mul i32 %v1882, 16
  %v1907 = add i32 %v1906, 4
  %v1908 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1909 = getelementptr inbounds float, float addrspace(3)* %v1908, i32 %v1907
  %v1910 = load float, float addrspace(3)* %v1909, align 4
  %v1911 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1824, float %v1910)
  %v1912 = mul i32 %v1882, 16
  %v1913 = add i32 %v1912, 5
  %v1914 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1915 = getelementptr inbounds float, float addrspace(3)* %v1914, i32 %v1913
  %v1916 = load float, float addrspace(3)* %v1915, align 4
  %v1917 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1829, float %v1916)
  %v1918 = mul i32 %v1882, 16
  %v1919 = add i32 %v1918, 6
  %v1920 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1921 = getelementptr inbounds float, float addrspace(3)* %v1920, i32 %v1919
  %v1922 = load float, float addrspace(3)* %v1921, align 4
  %v1923 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1834, float %v1922)
  %v1924 = mul i32 %v1882, 16
  %v1925 = add i32 %v1924, 7
  %v1926 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1927 = getelementptr inbounds float, float addrspace(3)* %v1926, i32 %v1925
  %v1928 = load float, float addrspace(3)* %v1927, align 4
  %v1929 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1839, float %v1928)
  %v1930 = mul i32 %v1882, 16
  %v1931 = add i32 %v1930, 8
  %v1932 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1933 = getelementptr inbounds float, float addrspace(3)* %v1932, i32 %v1931
  %v1934 = load float, float addrspace(3)* %v1933, align 4
  %v1935 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1844, float %v1934)
  %v1936 = mul i32 %v1882, 16
  %v1937 = add i32 %v1936, 9
  %v1938 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1939 = getelementptr inbounds float, float addrspace(3)* %v1938, i32 %v1937
  %v1940 = load float, float addrspace(3)* %v1939, align 4
  %v1941 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1849, float %v1940)
  %v1942 = mul i32 %v1882, 16
  %v1943 = add i32 %v1942, 10
  %v1944 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1945 = getelementptr inbounds float, float addrspace(3)* %v1944, i32 %v1943
  %v1946 = load float, float addrspace(3)* %v1945, align 4
  %v1947 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1854, float %v1946)
  %v1948 = mul i32 %v1882, 16
  %v1949 = add i32 %v1948, 11
  %v1950 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1951 = getelementptr inbounds float, float addrspace(3)* %v1950, i32 %v1949
  %v1952 = load float, float addrspace(3)* %v1951, align 4
  %v1953 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1859, float %v1952)
  %v1954 = mul i32 %v1882, 16
  %v1955 = add i32 %v1954, 12
  %v1956 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1957 = getelementptr inbounds float, float addrspace(3)* %v1956, i32 %v1955
  %v1958 = load float, float addrspace(3)* %v1957, align 4
  %v1959 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1864, float %v1958)
  %v1960 = mul i32 %v1882, 16
  %v1961 = add i32 %v1960, 13
  %v1962 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1963 = getelementptr inbounds float, float addrspace(3)* %v1962, i32 %v1961
  %v1964 = load float, float addrspace(3)* %v1963, align 4
  %v1965 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1869, float %v1964)
  %v1966 = mul i32 %v1882, 16
  %v1967 = add i32 %v1966, 14
  %v1968 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1969 = getelementptr inbounds float, float addrspace(3)* %v1968, i32 %v1967
  %v1970 = load float, float addrspace(3)* %v1969, align 4
  %v1971 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1874, float %v1970)
  %v1972 = mul i32 %v1882, 16
  %v1973 = add i32 %v1972, 15
  %v1974 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1975 = getelementptr inbounds float, float addrspace(3)* %v1974, i32 %v1973
  %v1976 = load float, float addrspace(3)* %v1975, align 4
  %v1977 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1879, float %v1976)
  %v1978 = or i32 %v1798, 2
  %v1979 = shl i32 %v1978, 5
  %v1980 = or i32 %v1979, %v2
  %v1981 = mul i32 %v1980, 16
  %v1982 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1983 = getelementptr inbounds float, float addrspace(3)* %v1982, i32 %v1981
  %v1984 = load float, float addrspace(3)* %v1983, align 4
  %v1985 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1887, float %v1984)
  %v1986 = mul i32 %v1980, 16
  %v1987 = add i32 %v1986, 1
  %v1988 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1989 = getelementptr inbounds float, float addrspace(3)* %v1988, i32 %v1987
  %v1990 = load float, float addrspace(3)* %v1989, align 4
  %v1991 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1893, float %v1990)
  %v1992 = mul i32 %v1980, 16
  %v1993 = add i32 %v1992, 2
  %v1994 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1995 = getelementptr inbounds float, float addrspace(3)* %v1994, i32 %v1993
  %v1996 = load float, float addrspace(3)* %v1995, align 4
  %v1997 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1899, float %v1996)
  %v1998 = mul i32 %v1980, 16
  %v1999 = add i32 %v1998, 3
  %v2000 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2001 = getelementptr inbounds float, float addrspace(3)* %v2000, i32 %v1999
  %v2002 = load float, float addrspace(3)* %v2001, align 4
  %v2003 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1905, float %v2002)
  %v2004 = mul i32 %v1980, 16
  %v2005 = add i32 %v2004, 4
  %v2006 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2007 = getelementptr inbounds float, float addrspace(3)* %v2006, i32 %v2005
  %v2008 = load float, float addrspace(3)* %v2007, align 4
  %v2009 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1911, float %v2008)
  %v2010 = mul i32 %v1980, 16
  %v2011 = add i32 %v2010, 5
  %v2012 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2013 = getelementptr inbounds float, float addrspace(3)* %v2012, i32 %v2011
  %v2014 = load float, float addrspace(3)* %v2013, align 4
  %v2015 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1917, float %v2014)
  %v2016 = mul i32 %v1980, 16
  %v2017 = add i32 %v2016, 6
  %v2018 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2019 = getelementptr inbounds float, float addrspace(3)* %v2018, i32 %v2017
  %v2020 = load float, float addrspace(3)* %v2019, align 4
  %v2021 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1923, float %v2020)
  %v2022 = mul i32 %v1980, 16
  %v2023 = add i32 %v2022, 7
  %v2024 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2025 = getelementptr inbounds float, float addrspace(3)* %v2024, i32 %v2023
  %v2026 = load float, float addrspace(3)* %v2025, align 4
  %v2027 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1929, float %v2026)
  %v2028 = mul i32 %v1980, 16
  %v2029 = add i32 %v2028, 8
  %v2030 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2031 = getelementptr inbounds float, float addrspace(3)* %v2030, i32 %v2029
  %v2032 = load float, float addrspace(3)* %v2031, align 4
  %v2033 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1935, float %v2032)
  %v2034 = mul i32 %v1980, 16
  %v2035 = add i32 %v2034, 9
  %v2036 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2037 = getelementptr inbounds float, float addrspace(3)* %v2036, i32 %v2035
  %v2038 = load float, float addrspace(3)* %v2037, align 4
  %v2039 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1941, float %v2038)
  %v2040 = mul i32 %v1980, 16
  %v2041 = add i32 %v2040, 10
  %v2042 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2043 = getelementptr inbounds float, float addrspace(3)* %v2042, i32 %v2041
  %v2044 = load float, float addrspace(3)* %v2043, align 4
  %v2045 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1947, float %v2044)
  %v2046 = mul i32 %v1980, 16
  %v2047 = add i32 %v2046, 11
  %v2048 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2049 = getelementptr inbounds float, float addrspace(3)* %v2048, i32 %v2047
  %v2050 = load float, float addrspace(3)* %v2049, align 4
  %v2051 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1953, float %v2050)
  %v2052 = mul i32 %v1980, 16
  %v2053 = add i32 %v2052, 12
  %v2054 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2055 = getelementptr inbounds float, float addrspace(3)* %v2054, i32 %v2053
  %v2056 = load float, float addrspace(3)* %v2055, align 4
  %v2057 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1959, float %v2056)
  %v2058 = mul i32 %v1980, 16
  %v2059 = add i32 %v2058, 13
  %v2060 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2061 = getelementptr inbounds float, float addrspace(3)* %v2060, i32 %v2059
  %v2062 = load float, float addrspace(3)* %v2061, align 4
  %v2063 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1965, float %v2062)
  %v2064 = mul i32 %v1980, 16
  %v2065 = add i32 %v2064, 14
  %v2066 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2067 = getelementptr inbounds float, float addrspace(3)* %v2066, i32 %v2065
  %v2068 = load float, float addrspace(3)* %v2067, align 4
  %v2069 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1971, float %v2068)
  %v2070 = mul i32 %v1980, 16
  %v2071 = add i32 %v2070, 15
  %v2072 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2073 = getelementptr inbounds float, float addrspace(3)* %v2072, i32 %v2071
  %v2074 = load float, float addrspace(3)* %v2073, align 4
  %v2075 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1977, float %v2074)
  %v2076 = or i32 %v1798, 3
  %v2077 = shl i32 %v2076, 5
  %v2078 = or i32 %v2077, %v2
  %v2079 = mul i32 %v2078, 16
  %v2080 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2081 = getelementptr inbounds float, float addrspace(3)* %v2080, i32 %v2079
  %v2082 = load float, float addrspace(3)* %v2081, align 4
  %v2083 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1985, float %v2082)
  %v2084 = mul i32 %v2078, 16
  %v2085 = add i32 %v2084, 1
  %v2086 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2087 = getelementptr inbounds float, float addrspace(3)* %v2086, i32 %v2085
  %v2088 = load float, float addrspace(3)* %v2087, align 4
  %v2089 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1991, float %v2088)
  %v2090 = mul i32 %v2078, 16
  %v2091 = add i32 %v2090, 2
  %v2092 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2093 = getelementptr inbounds float, float addrspace(3)* %v2092, i32 %v2091
  %v2094 = load float, float addrspace(3)* %v2093, align 4
  %v2095 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1997, float %v2094)
  %v2096 = mul i32 %v2078, 16
  %v2097 = add i32 %v2096, 3
  %v2098 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2099 = getelementptr inbounds float, float addrspace(3)* %v2098, i32 %v2097
  %v2100 = load float, float addrspace(3)* %v2099, align 4
  %v2101 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2003, float %v2100)
  %v2102 = mul i32 %v2078, 16
  %v2103 = add i32 %v2102, 4
  %v2104 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2105 = getelementptr inbounds float, float addrspace(3)* %v2104, i32 %v2103
  %v2106 = load float, float addrspace(3)* %v2105, align 4
  %v2107 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2009, float %v2106)
  %v2108 = mul i32 %v2078, 16
  %v2109 = add i32 %v2108, 5
  %v2110 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2111 = getelementptr inbounds float, float addrspace(3)* %v2110, i32 %v2109
  %v2112 = load float, float addrspace(3)* %v2111, align 4
  %v2113 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2015, float %v2112)
  %v2114 = mul i32 %v2078, 16
  %v2115 = add i32 %v2114, 6
  %v2116 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2117 = getelementptr inbounds float, float addrspace(3)* %v2116, i32 %v2115
  %v2118 = load float, float addrspace(3)* %v2117, align 4
  %v2119 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2021, float %v2118)
  %v2120 = mul i32 %v2078, 16
  %v2121 = add i32 %v2120, 7
  %v2122 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2123 = getelementptr inbounds float, float addrspace(3)* %v2122, i32 %v2121
  %v2124 = load float, float addrspace(3)* %v2123, align 4
  %v2125 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2027, float %v2124)
  %v2126 = mul i32 %v2078, 16
  %v2127 = add i32 %v2126, 8
  %v2128 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2129 = getelementptr inbounds float, float addrspace(3)* %v2128, i32 %v2127
  %v2130 = load float, float addrspace(3)* %v2129, align 4
  %v2131 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2033, float %v2130)
  %v2132 = mul i32 %v2078, 16
  %v2133 = add i32 %v2132, 9
  %v2134 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2135 = getelementptr inbounds float, float addrspace(3)* %v2134, i32 %v2133
  %v2136 = load float, float addrspace(3)* %v2135, align 4
  %v2137 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2039, float %v2136)
  %v2138 = mul i32 %v2078, 16
  %v2139 = add i32 %v2138, 10
  %v2140 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2141 = getelementptr inbounds float, float addrspace(3)* %v2140, i32 %v2139
  %v2142 = load float, float addrspace(3)* %v2141, align 4
  %v2143 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2045, float %v2142)
  %v2144 = mul i32 %v2078, 16
  %v2145 = add i32 %v2144, 11
  %v2146 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2147 = getelementptr inbounds float, float addrspace(3)* %v2146, i32 %v2145
  %v2148 = load float, float addrspace(3)* %v2147, align 4
  %v2149 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2051, float %v2148)
  %v2150 = mul i32 %v2078, 16
  %v2151 = add i32 %v2150, 12
  %v2152 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2153 = getelementptr inbounds float, float addrspace(3)* %v2152, i32 %v2151
  %v2154 = load float, float addrspace(3)* %v2153, align 4
  %v2155 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2057, float %v2154)
  %v2156 = mul i32 %v2078, 16
  %v2157 = add i32 %v2156, 13
  %v2158 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2159 = getelementptr inbounds float, float addrspace(3)* %v2158, i32 %v2157
  %v2160 = load float, float addrspace(3)* %v2159, align 4
  %v2161 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2063, float %v2160)
  %v2162 = mul i32 %v2078, 16
  %v2163 = add i32 %v2162, 14
  %v2164 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2165 = getelementptr inbounds float, float addrspace(3)* %v2164, i32 %v2163
  %v2166 = load float, float addrspace(3)* %v2165, align 4
  %v2167 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2069, float %v2166)
  %v2168 = mul i32 %v2078, 16
  %v2169 = add i32 %v2168, 15
  %v2170 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2171 = getelementptr inbounds float, float addrspace(3)* %v2170, i32 %v2169
  %v2172 = load float, float addrspace(3)* %v2171, align 4
  %v2173 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2075, float %v2172)
  %v2174 = or i32 %v1798, 4
  %v2175 = shl i32 %v2174, 5
  %v2176 = or i32 %v2175, %v2
  %v2177 = mul i32 %v2176, 16
  %v2178 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2179 = getelementptr inbounds float, float addrspace(3)* %v2178, i32 %v2177
  %v2180 = load float, float addrspace(3)* %v2179, align 4
  %v2181 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2083, float %v2180)
  %v2182 = mul i32 %v2176, 16
  %v2183 = add i32 %v2182, 1
  %v2184 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2185 = getelementptr inbounds float, float addrspace(3)* %v2184, i32 %v2183
  %v2186 = load float, float addrspace(3)* %v2185, align 4
  %v2187 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2089, float %v2186)
  %v2188 = mul i32 %v2176, 16
  %v2189 = add i32 %v2188, 2
  %v2190 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2191 = getelementptr inbounds float, float addrspace(3)* %v2190, i32 %v2189
  %v2192 = load float, float addrspace(3)* %v2191, align 4
  %v2193 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2095, float %v2192)
  %v2194 = mul i32 %v2176, 16
  %v2195 = add i32 %v2194, 3
  %v2196 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2197 = getelementptr inbounds float, float addrspace(3)* %v2196, i32 %v2195
  %v2198 = load float, float addrspace(3)* %v2197, align 4
  %v2199 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2101, float %v2198)
  %v2200 = mul i32 %v2176, 16
  %v2201 = add i32 %v2200, 4
  %v2202 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2203 = getelementptr inbounds float, float addrspace(3)* %v2202, i32 %v2201
  %v2204 = load float, float addrspace(3)* %v2203, align 4
  %v2205 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2107, float %v2204)
  %v2206 = mul i32 %v2176, 16
  %v2207 = add i32 %v2206, 5
  %v2208 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2209 = getelementptr inbounds float, float addrspace(3)* %v2208, i32 %v2207
  %v2210 = load float, float addrspace(3)* %v2209, align 4
  %v2211 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2113, float %v2210)
  %v2212 = mul i32 %v2176, 16
  %v2213 = add i32 %v2212, 6
  %v2214 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2215 = getelementptr inbounds float, float addrspace(3)* %v2214, i32 %v2213
  %v2216 = load float, float addrspace(3)* %v2215, align 4
  %v2217 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2119, float %v2216)
  %v2218 = mul i32 %v2176, 16
  %v2219 = add i32 %v2218, 7
  %v2220 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2221 = getelementptr inbounds float, float addrspace(3)* %v2220, i32 %v2219
  %v2222 = load float, float addrspace(3)* %v2221, align 4
  %v2223 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2125, float %v2222)
  %v2224 = mul i32 %v2176, 16
  %v2225 = add i32 %v2224, 8
  %v2226 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2227 = getelementptr inbounds float, float addrspace(3)* %v2226, i32 %v2225
  %v2228 = load float, float addrspace(3)* %v2227, align 4
  %v2229 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2131, float %v2228)
  %v2230 = mul i32 %v2176, 16
  %v2231 = add i32 %v2230, 9
  %v2232 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2233 = getelementptr inbounds float, float addrspace(3)* %v2232, i32 %v2231
  %v2234 = load float, float addrspace(3)* %v2233, align 4
  %v2235 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2137, float %v2234)
  %v2236 = mul i32 %v2176, 16
  %v2237 = add i32 %v2236, 10
  %v2238 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2239 = getelementptr inbounds float, float addrspace(3)* %v2238, i32 %v2237
  %v2240 = load float, float addrspace(3)* %v2239, align 4
  %v2241 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2143, float %v2240)
  %v2242 = mul i32 %v2176, 16
  %v2243 = add i32 %v2242, 11
  %v2244 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2245 = getelementptr inbounds float, float addrspace(3)* %v2244, i32 %v2243
  %v2246 = load float, float addrspace(3)* %v2245, align 4
  %v2247 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2149, float %v2246)
  %v2248 = mul i32 %v2176, 16
  %v2249 = add i32 %v2248, 12
  %v2250 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2251 = getelementptr inbounds float, float addrspace(3)* %v2250, i32 %v2249
  %v2252 = load float, float addrspace(3)* %v2251, align 4
  %v2253 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2155, float %v2252)
  %v2254 = mul i32 %v2176, 16
  %v2255 = add i32 %v2254, 13
  %v2256 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2257 = getelementptr inbounds float, float addrspace(3)* %v2256, i32 %v2255
  %v2258 = load float, float addrspace(3)* %v2257, align 4
  %v2259 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2161, float %v2258)
  %v2260 = mul i32 %v2176, 16
  %v2261 = add i32 %v2260, 14
  %v2262 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2263 = getelementptr inbounds float, float addrspace(3)* %v2262, i32 %v2261
  %v2264 = load float, float addrspace(3)* %v2263, align 4
  %v2265 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2167, float %v2264)
  %v2266 = mul i32 %v2176, 16
  %v2267 = add i32 %v2266, 15
  %v2268 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2269 = getelementptr inbounds float, float addrspace(3)* %v2268, i32 %v2267
  %v2270 = load float, float addrspace(3)* %v2269, align 4
  %v2271 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2173, float %v2270)
  %v2272 = or i32 %v1798, 5
  %v2273 = shl i32 %v2272, 5
  %v2274 = or i32 %v2273, %v2
  %v2275 = mul i32 %v2274, 16
  %v2276 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2277 = getelementptr inbounds float, float addrspace(3)* %v2276, i32 %v2275
  %v2278 = load float, float addrspace(3)* %v2277, align 4
  %v2279 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2181, float %v2278)
  %v2280 = mul i32 %v2274, 16
  %v2281 = add i32 %v2280, 1
  %v2282 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2283 = getelementptr inbounds float, float addrspace(3)* %v2282, i32 %v2281
  %v2284 = load float, float addrspace(3)* %v2283, align 4
  %v2285 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2187, float %v2284)
  %v2286 = mul i32 %v2274, 16
  %v2287 = add i32 %v2286, 2
  %v2288 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2289 = getelementptr inbounds float, float addrspace(3)* %v2288, i32 %v2287
  %v2290 = load float, float addrspace(3)* %v2289, align 4
  %v2291 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2193, float %v2290)
  %v2292 = mul i32 %v2274, 16
  %v2293 = add i32 %v2292, 3
  %v2294 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2295 = getelementptr inbounds float, float addrspace(3)* %v2294, i32 %v2293
  %v2296 = load float, float addrspace(3)* %v2295, align 4
  %v2297 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2199, float %v2296)
  %v2298 = mul i32 %v2274, 16
  %v2299 = add i32 %v2298, 4
  %v2300 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2301 = getelementptr inbounds float, float addrspace(3)* %v2300, i32 %v2299
  %v2302 = load float, float addrspace(3)* %v2301, align 4
  %v2303 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2205, float %v2302)
  %v2304 = mul i32 %v2274, 16
  %v2305 = add i32 %v2304, 5
  %v2306 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2307 = getelementptr inbounds float, float addrspace(3)* %v2306, i32 %v2305
  %v2308 = load float, float addrspace(3)* %v2307, align 4
  %v2309 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2211, float %v2308)
  %v2310 = mul i32 %v2274, 16
  %v2311 = add i32 %v2310, 6
  %v2312 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2313 = getelementptr inbounds float, float addrspace(3)* %v2312, i32 %v2311
  %v2314 = load float, float addrspace(3)* %v2313, align 4
  %v2315 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2217, float %v2314)
  %v2316 = mul i32 %v2274, 16
  %v2317 = add i32 %v2316, 7
  %v2318 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2319 = getelementptr inbounds float, float addrspace(3)* %v2318, i32 %v2317
  %v2320 = load float, float addrspace(3)* %v2319, align 4
  %v2321 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2223, float %v2320)
  %v2322 = mul i32 %v2274, 16
  %v2323 = add i32 %v2322, 8
  %v2324 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2325 = getelementptr inbounds float, float addrspace(3)* %v2324, i32 %v2323
  %v2326 = load float, float addrspace(3)* %v2325, align 4
  %v2327 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2229, float %v2326)
  %v2328 = mul i32 %v2274, 16
  %v2329 = add i32 %v2328, 9
  %v2330 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2331 = getelementptr inbounds float, float addrspace(3)* %v2330, i32 %v2329
  %v2332 = load float, float addrspace(3)* %v2331, align 4
  %v2333 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2235, float %v2332)
  %v2334 = mul i32 %v2274, 16
  %v2335 = add i32 %v2334, 10
  %v2336 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2337 = getelementptr inbounds float, float addrspace(3)* %v2336, i32 %v2335
  %v2338 = load float, float addrspace(3)* %v2337, align 4
  %v2339 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2241, float %v2338)
  %v2340 = mul i32 %v2274, 16
  %v2341 = add i32 %v2340, 11
  %v2342 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2343 = getelementptr inbounds float, float addrspace(3)* %v2342, i32 %v2341
  %v2344 = load float, float addrspace(3)* %v2343, align 4
  %v2345 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2247, float %v2344)
  %v2346 = mul i32 %v2274, 16
  %v2347 = add i32 %v2346, 12
  %v2348 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2349 = getelementptr inbounds float, float addrspace(3)* %v2348, i32 %v2347
  %v2350 = load float, float addrspace(3)* %v2349, align 4
  %v2351 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2253, float %v2350)
  %v2352 = mul i32 %v2274, 16
  %v2353 = add i32 %v2352, 13
  %v2354 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2355 = getelementptr inbounds float, float addrspace(3)* %v2354, i32 %v2353
  %v2356 = load float, float addrspace(3)* %v2355, align 4
  %v2357 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2259, float %v2356)
  %v2358 = mul i32 %v2274, 16
  %v2359 = add i32 %v2358, 14
  %v2360 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2361 = getelementptr inbounds float, float addrspace(3)* %v2360, i32 %v2359
  %v2362 = load float, float addrspace(3)* %v2361, align 4
  %v2363 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2265, float %v2362)
  %v2364 = mul i32 %v2274, 16
  %v2365 = add i32 %v2364, 15
  %v2366 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2367 = getelementptr inbounds float, float addrspace(3)* %v2366, i32 %v2365
  %v2368 = load float, float addrspace(3)* %v2367, align 4
  %v2369 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2271, float %v2368)
  %v2370 = or i32 %v1798, 6
  %v2371 = shl i32 %v2370, 5
  %v2372 = or i32 %v2371, %v2
  %v2373 = mul i32 %v2372, 16
  %v2374 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2375 = getelementptr inbounds float, float addrspace(3)* %v2374, i32 %v2373
  %v2376 = load float, float addrspace(3)* %v2375, align 4
  %v2377 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2279, float %v2376)
  %v2378 = mul i32 %v2372, 16
  %v2379 = add i32 %v2378, 1
  %v2380 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2381 = getelementptr inbounds float, float addrspace(3)* %v2380, i32 %v2379
  %v2382 = load float, float addrspace(3)* %v2381, align 4
  %v2383 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2285, float %v2382)
  %v2384 = mul i32 %v2372, 16
  %v2385 = add i32 %v2384, 2
  %v2386 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2387 = getelementptr inbounds float, float addrspace(3)* %v2386, i32 %v2385
  %v2388 = load float, float addrspace(3)* %v2387, align 4
  %v2389 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2291, float %v2388)
  %v2390 = mul i32 %v2372, 16
  %v2391 = add i32 %v2390, 3
  %v2392 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2393 = getelementptr inbounds float, float addrspace(3)* %v2392, i32 %v2391
  %v2394 = load float, float addrspace(3)* %v2393, align 4
  %v2395 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2297, float %v2394)
  %v2396 = mul i32 %v2372, 16
  %v2397 = add i32 %v2396, 4
  %v2398 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2399 = getelementptr inbounds float, float addrspace(3)* %v2398, i32 %v2397
  %v2400 = load float, float addrspace(3)* %v2399, align 4
  %v2401 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2303, float %v2400)
  %v2402 = mul i32 %v2372, 16
  %v2403 = add i32 %v2402, 5
  %v2404 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2405 = getelementptr inbounds float, float addrspace(3)* %v2404, i32 %v2403
  %v2406 = load float, float addrspace(3)* %v2405, align 4
  %v2407 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2309, float %v2406)
  %v2408 = mul i32 %v2372, 16
  %v2409 = add i32 %v2408, 6
  %v2410 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2411 = getelementptr inbounds float, float addrspace(3)* %v2410, i32 %v2409
  %v2412 = load float, float addrspace(3)* %v2411, align 4
  %v2413 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2315, float %v2412)
  %v2414 = mul i32 %v2372, 16
  %v2415 = add i32 %v2414, 7
  %v2416 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2417 = getelementptr inbounds float, float addrspace(3)* %v2416, i32 %v2415
  %v2418 = load float, float addrspace(3)* %v2417, align 4
  %v2419 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2321, float %v2418)
  %v2420 = mul i32 %v2372, 16
  %v2421 = add i32 %v2420, 8
  %v2422 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2423 = getelementptr inbounds float, float addrspace(3)* %v2422, i32 %v2421
  %v2424 = load float, float addrspace(3)* %v2423, align 4
  %v2425 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2327, float %v2424)
  %v2426 = mul i32 %v2372, 16
  %v2427 = add i32 %v2426, 9
  %v2428 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2429 = getelementptr inbounds float, float addrspace(3)* %v2428, i32 %v2427
  %v2430 = load float, float addrspace(3)* %v2429, align 4
  %v2431 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2333, float %v2430)
  %v2432 = mul i32 %v2372, 16
  %v2433 = add i32 %v2432, 10
  %v2434 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2435 = getelementptr inbounds float, float addrspace(3)* %v2434, i32 %v2433
  %v2436 = load float, float addrspace(3)* %v2435, align 4
  %v2437 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2339, float %v2436)
  %v2438 = mul i32 %v2372, 16
  %v2439 = add i32 %v2438, 11
  %v2440 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2441 = getelementptr inbounds float, float addrspace(3)* %v2440, i32 %v2439
  %v2442 = load float, float addrspace(3)* %v2441, align 4
  %v2443 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2345, float %v2442)
  %v2444 = mul i32 %v2372, 16
  %v2445 = add i32 %v2444, 12
  %v2446 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2447 = getelementptr inbounds float, float addrspace(3)* %v2446, i32 %v2445
  %v2448 = load float, float addrspace(3)* %v2447, align 4
  %v2449 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2351, float %v2448)
  %v2450 = mul i32 %v2372, 16
  %v2451 = add i32 %v2450, 13
  %v2452 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2453 = getelementptr inbounds float, float addrspace(3)* %v2452, i32 %v2451
  %v2454 = load float, float addrspace(3)* %v2453, align 4
  %v2455 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2357, float %v2454)
  %v2456 = mul i32 %v2372, 16
  %v2457 = add i32 %v2456, 14
  %v2458 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2459 = getelementptr inbounds float, float addrspace(3)* %v2458, i32 %v2457
  %v2460 = load float, float addrspace(3)* %v2459, align 4
  %v2461 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2363, float %v2460)
  %v2462 = mul i32 %v2372, 16
  %v2463 = add i32 %v2462, 15
  %v2464 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2465 = getelementptr inbounds float, float addrspace(3)* %v2464, i32 %v2463
  %v2466 = load float, float addrspace(3)* %v2465, align 4
  %v2467 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2369, float %v2466)
  %v2468 = or i32 %v1798, 7
  %v2469 = shl i32 %v2468, 5
  %v2470 = or i32 %v2469, %v2
  %v2471 = mul i32 %v2470, 16
  %v2472 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2473 = getelementptr inbounds float, float addrspace(3)* %v2472, i32 %v2471
  %v2474 = load float, float addrspace(3)* %v2473, align 4
  %v2475 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2377, float %v2474)
  %v2476 = mul i32 %v2470, 16
  %v2477 = add i32 %v2476, 1
  %v2478 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2479 = getelementptr inbounds float, float addrspace(3)* %v2478, i32 %v2477
  %v2480 = load float, float addrspace(3)* %v2479, align 4
  %v2481 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2383, float %v2480)
  %v2482 = mul i32 %v2470, 16
  %v2483 = add i32 %v2482, 2
  %v2484 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2485 = getelementptr inbounds float, float addrspace(3)* %v2484, i32 %v2483
  %v2486 = load float, float addrspace(3)* %v2485, align 4
  %v2487 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2389, float %v2486)
  %v2488 = mul i32 %v2470, 16
  %v2489 = add i32 %v2488, 3
  %v2490 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2491 = getelementptr inbounds float, float addrspace(3)* %v2490, i32 %v2489
  %v2492 = load float, float addrspace(3)* %v2491, align 4
  %v2493 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2395, float %v2492)
  %v2494 = mul i32 %v2470, 16
  %v2495 = add i32 %v2494, 4
  %v2496 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2497 = getelementptr inbounds float, float addrspace(3)* %v2496, i32 %v2495
  %v2498 = load float, float addrspace(3)* %v2497, align 4
  %v2499 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2401, float %v2498)
  %v2500 = mul i32 %v2470, 16
  %v2501 = add i32 %v2500, 5
  %v2502 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2503 = getelementptr inbounds float, float addrspace(3)* %v2502, i32 %v2501
  %v2504 = load float, float addrspace(3)* %v2503, align 4
  %v2505 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2407, float %v2504)
  %v2506 = mul i32 %v2470, 16
  %v2507 = add i32 %v2506, 6
  %v2508 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2509 = getelementptr inbounds float, float addrspace(3)* %v2508, i32 %v2507
  %v2510 = load float, float addrspace(3)* %v2509, align 4
  %v2511 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2413, float %v2510)
  %v2512 = mul i32 %v2470, 16
  %v2513 = add i32 %v2512, 7
  %v2514 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2515 = getelementptr inbounds float, float addrspace(3)* %v2514, i32 %v2513
  %v2516 = load float, float addrspace(3)* %v2515, align 4
  %v2517 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2419, float %v2516)
  %v2518 = mul i32 %v2470, 16
  %v2519 = add i32 %v2518, 8
  %v2520 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2521 = getelementptr inbounds float, float addrspace(3)* %v2520, i32 %v2519
  %v2522 = load float, float addrspace(3)* %v2521, align 4
  %v2523 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2425, float %v2522)
  %v2524 = mul i32 %v2470, 16
  %v2525 = add i32 %v2524, 9
  %v2526 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2527 = getelementptr inbounds float, float addrspace(3)* %v2526, i32 %v2525
  %v2528 = load float, float addrspace(3)* %v2527, align 4
  %v2529 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2431, float %v2528)
  %v2530 = mul i32 %v2470, 16
  %v2531 = add i32 %v2530, 10
  %v2532 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2533 = getelementptr inbounds float, float addrspace(3)* %v2532, i32 %v2531
  %v2534 = load float, float addrspace(3)* %v2533, align 4
  %v2535 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2437, float %v2534)
  %v2536 = mul i32 %v2470, 16
  %v2537 = add i32 %v2536, 11
  %v2538 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2539 = getelementptr inbounds float, float addrspace(3)* %v2538, i32 %v2537
  %v2540 = load float, float addrspace(3)* %v2539, align 4
  %v2541 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2443, float %v2540)
  %v2542 = mul i32 %v2470, 16
  %v2543 = add i32 %v2542, 12
  %v2544 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2545 = getelementptr inbounds float, float addrspace(3)* %v2544, i32 %v2543
  %v2546 = load float, float addrspace(3)* %v2545, align 4
  %v2547 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2449, float %v2546)
  %v2548 = mul i32 %v2470, 16
  %v2549 = add i32 %v2548, 13
  %v2550 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2551 = getelementptr inbounds float, float addrspace(3)* %v2550, i32 %v2549
  %v2552 = load float, float addrspace(3)* %v2551, align 4
  %v2553 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2455, float %v2552)
  %v2554 = mul i32 %v2470, 16
  %v2555 = add i32 %v2554, 14
  %v2556 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2557 = getelementptr inbounds float, float addrspace(3)* %v2556, i32 %v2555
  %v2558 = load float, float addrspace(3)* %v2557, align 4
  %v2559 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2461, float %v2558)
  %v2560 = mul i32 %v2470, 16
  %v2561 = add i32 %v2560, 15
  %v2562 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2563 = getelementptr inbounds float, float addrspace(3)* %v2562, i32 %v2561
  %v2564 = load float, float addrspace(3)* %v2563, align 4
  %v2565 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v2467, float %v2564)
  %v2566 = fsub float %v1303, %v2475
  %v2567 = fsub float %v1304, %v2475
  %v2568 = fsub float %v1305, %v2475
  %v2569 = fsub float %v1306, %v2475
  %v2570 = fsub float %v1307, %v2481
  %v2571 = fsub float %v1308, %v2481
  %v2572 = fsub float %v1309, %v2481
  %v2573 = fsub float %v1310, %v2481
  %v2574 = fsub float %v1311, %v2487
  %v2575 = fsub float %v1312, %v2487
  %v2576 = fsub float %v1313, %v2487
  %v2577 = fsub float %v1314, %v2487
  %v2578 = fsub float %v1315, %v2493
  %v2579 = fsub float %v1316, %v2493
  %v2580 = fsub float %v1317, %v2493
  %v2581 = fsub float %v1318, %v2493
  %v2582 = fsub float %v1319, %v2499
  %v2583 = fsub float %v1320, %v2499
  %v2584 = fsub float %v1321, %v2499
  %v2585 = fsub float %v1322, %v2499
  %v2586 = fsub float %v1323, %v2505
  %v2587 = fsub float %v1324, %v2505
  %v2588 = fsub float %v1325, %v2505
  %v2589 = fsub float %v1326, %v2505
  %v2590 = fsub float %v1327, %v2511
  %v2591 = fsub float %v1328, %v2511
  %v2592 = fsub float %v1329, %v2511
  %v2593 = fsub float %v1330, %v2511
  %v2594 = fsub float %v1331, %v2517
  %v2595 = fsub float %v1332, %v2517
  %v2596 = fsub float %v1333, %v2517
  %v2597 = fsub float %v1334, %v2517
  %v2598 = fsub float %v1335, %v2523
  %v2599 = fsub float %v1336, %v2523
  %v2600 = fsub float %v1337, %v2523
  %v2601 = fsub float %v1338, %v2523
  %v2602 = fsub float %v1339, %v2529
  %v2603 = fsub float %v1340, %v2529
  %v2604 = fsub float %v1341, %v2529
  %v2605 = fsub float %v1342, %v2529
  %v2606 = fsub float %v1343, %v2535
  %v2607 = fsub float %v1344, %v2535
  %v2608 = fsub float %v1345, %v2535
  %v2609 = fsub float %v1346, %v2535
  %v2610 = fsub float %v1347, %v2541
  %v2611 = fsub float %v1348, %v2541
  %v2612 = fsub float %v1349, %v2541
  %v2613 = fsub float %v1350, %v2541
  %v2614 = fsub float %v1351, %v2547
  %v2615 = fsub float %v1352, %v2547
  %v2616 = fsub float %v1353, %v2547
  %v2617 = fsub float %v1354, %v2547
  %v2618 = fsub float %v1355, %v2553
  %v2619 = fsub float %v1356, %v2553
  %v2620 = fsub float %v1357, %v2553
  %v2621 = fsub float %v1358, %v2553
  %v2622 = fsub float %v1359, %v2559
  %v2623 = fsub float %v1360, %v2559
  %v2624 = fsub float %v1361, %v2559
  %v2625 = fsub float %v1362, %v2559
  %v2626 = fsub float %v1363, %v2565
  %v2627 = fsub float %v1364, %v2565
  %v2628 = fsub float %v1365, %v2565
  %v2629 = fsub float %v1366, %v2565
  %v2630 = call float @__nv_expf(float %v2566)
  %v2631 = call float @__nv_expf(float %v2567)
  %v2632 = call float @__nv_expf(float %v2568)
  %v2633 = call float @__nv_expf(float %v2569)
  %v2634 = call float @__nv_expf(float %v2570)
  %v2635 = call float @__nv_expf(float %v2571)
  %v2636 = call float @__nv_expf(float %v2572)
  %v2637 = call float @__nv_expf(float %v2573)
  %v2638 = call float @__nv_expf(float %v2574)
  %v2639 = call float @__nv_expf(float %v2575)
  %v2640 = call float @__nv_expf(float %v2576)
  %v2641 = call float @__nv_expf(float %v2577)
  %v2642 = call float @__nv_expf(float %v2578)
  %v2643 = call float @__nv_expf(float %v2579)
  %v2644 = call float @__nv_expf(float %v2580)
  %v2645 = call float @__nv_expf(float %v2581)
  %v2646 = call float @__nv_expf(float %v2582)
  %v2647 = call float @__nv_expf(float %v2583)
  %v2648 = call float @__nv_expf(float %v2584)
  %v2649 = call float @__nv_expf(float %v2585)
  %v2650 = call float @__nv_expf(float %v2586)
  %v2651 = call float @__nv_expf(float %v2587)
  %v2652 = call float @__nv_expf(float %v2588)
  %v2653 = call float @__nv_expf(float %v2589)
  %v2654 = call float @__nv_expf(float %v2590)
  %v2655 = call float @__nv_expf(float %v2591)
  %v2656 = call float @__nv_expf(float %v2592)
  %v2657 = call float @__nv_expf(float %v2593)
  %v2658 = call float @__nv_expf(float %v2594)
  %v2659 = call float @__nv_expf(float %v2595)
  %v2660 = call float @__nv_expf(float %v2596)
  %v2661 = call float @__nv_expf(float %v2597)
  %v2662 = call float @__nv_expf(float %v2598)
  %v2663 = call float @__nv_expf(float %v2599)
  %v2664 = call float @__nv_expf(float %v2600)
  %v2665 = call float @__nv_expf(float %v2601)
  %v2666 = call float @__nv_expf(float %v2602)
  %v2667 = call float @__nv_expf(float %v2603)
  %v2668 = call float @__nv_expf(float %v2604)
  %v2669 = call float @__nv_expf(float %v2605)
  %v2670 = call float @__nv_expf(float %v2606)
  %v2671 = call float @__nv_expf(float %v2607)
  %v2672 = call float @__nv_expf(float %v2608)
  %v2673 = call float @__nv_expf(float %v2609)
  %v2674 = call float @__nv_expf(float %v2610)
  %v2675 = call float @__nv_expf(float %v2611)
  %v2676 = call float @__nv_expf(float %v2612)
  %v2677 = call float @__nv_expf(float %v2613)
  %v2678 = call float @__nv_expf(float %v2614)
  %v2679 = call float @__nv_expf(float %v2615)
  %v2680 = call float @__nv_expf(float %v2616)
  %v2681 = call float @__nv_expf(float %v2617)
  %v2682 = call float @__nv_expf(float %v2618)
  %v2683 = call float @__nv_expf(float %v2619)
  %v2684 = call float @__nv_expf(float %v2620)
  %v2685 = call float @__nv_expf(float %v2621)
  %v2686 = call float @__nv_expf(float %v2622)
  %v2687 = call float @__nv_expf(float %v2623)
  %v2688 = call float @__nv_expf(float %v2624)
  %v2689 = call float @__nv_expf(float %v2625)
  %v2690 = call float @__nv_expf(float %v2626)
  %v2691 = call float @__nv_expf(float %v2627)
  %v2692 = call float @__nv_expf(float %v2628)
  %v2693 = call float @__nv_expf(float %v2629)
  %v2694 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v2695 = fadd float %v2630, %v2631
  %v2696 = fadd float %v2634, %v2635
  %v2697 = fadd float %v2638, %v2639
  %v2698 = fadd float %v2642, %v2643
  %v2699 = fadd float %v2646, %v2647
  %v2700 = fadd float %v2650, %v2651
  %v2701 = fadd float %v2654, %v2655
  %v2702 = fadd float %v2658, %v2659
  %v2703 = fadd float %v2662, %v2663
  %v2704 = fadd float %v2666, %v2667
  %v2705 = fadd float %v2670, %v2671
  %v2706 = fadd float %v2674, %v2675
  %v2707 = fadd float %v2678, %v2679
  %v2708 = fadd float %v2682, %v2683
  %v2709 = fadd float %v2686, %v2687
  %v2710 = fadd float %v2690, %v2691
  %v2711 = fadd float %v2695, %v2632
  %v2712 = fadd float %v2696, %v2636
  %v2713 = fadd float %v2697, %v2640
  %v2714 = fadd float %v2698, %v2644
  %v2715 = fadd float %v2699, %v2648
  %v2716 = fadd float %v2700, %v2652
  %v2717 = fadd float %v2701, %v2656
  %v2718 = fadd float %v2702, %v2660
  %v2719 = fadd float %v2703, %v2664
  %v2720 = fadd float %v2704, %v2668
  %v2721 = fadd float %v2705, %v2672
  %v2722 = fadd float %v2706, %v2676
  %v2723 = fadd float %v2707, %v2680
  %v2724 = fadd float %v2708, %v2684
  %v2725 = fadd float %v2709, %v2688
  %v2726 = fadd float %v2710, %v2692
  %v2727 = fadd float %v2711, %v2633
  %v2728 = fadd float %v2712, %v2637
  %v2729 = fadd float %v2713, %v2641
  %v2730 = fadd float %v2714, %v2645
  %v2731 = fadd float %v2715, %v2649
  %v2732 = fadd float %v2716, %v2653
  %v2733 = fadd float %v2717, %v2657
  %v2734 = fadd float %v2718, %v2661
  %v2735 = fadd float %v2719, %v2665
  %v2736 = fadd float %v2720, %v2669
  %v2737 = fadd float %v2721, %v2673
  %v2738 = fadd float %v2722, %v2677
  %v2739 = fadd float %v2723, %v2681
  %v2740 = fadd float %v2724, %v2685
  %v2741 = fadd float %v2725, %v2689
  %v2742 = fadd float %v2726, %v2693
  %v2743 = bitcast float %v2727 to i32
  %v2744 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2743, i32 1, i32 31)
  %v2745 = bitcast i32 %v2744 to float
  %v2746 = fadd float %v2727, %v2745
  %v2747 = bitcast float %v2728 to i32
  %v2748 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2747, i32 1, i32 31)
  %v2749 = bitcast i32 %v2748 to float
  %v2750 = fadd float %v2728, %v2749
  %v2751 = bitcast float %v2729 to i32
  %v2752 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2751, i32 1, i32 31)
  %v2753 = bitcast i32 %v2752 to float
  %v2754 = fadd float %v2729, %v2753
  %v2755 = bitcast float %v2730 to i32
  %v2756 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2755, i32 1, i32 31)
  %v2757 = bitcast i32 %v2756 to float
  %v2758 = fadd float %v2730, %v2757
  %v2759 = bitcast float %v2731 to i32
  %v2760 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2759, i32 1, i32 31)
  %v2761 = bitcast i32 %v2760 to float
  %v2762 = fadd float %v2731, %v2761
  %v2763 = bitcast float %v2732 to i32
  %v2764 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2763, i32 1, i32 31)
  %v2765 = bitcast i32 %v2764 to float
  %v2766 = fadd float %v2732, %v2765
  %v2767 = bitcast float %v2733 to i32
  %v2768 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2767, i32 1, i32 31)
  %v2769 = bitcast i32 %v2768 to float
  %v2770 = fadd float %v2733, %v2769
  %v2771 = bitcast float %v2734 to i32
  %v2772 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2771, i32 1, i32 31)
  %v2773 = bitcast i32 %v2772 to float
  %v2774 = fadd float %v2734, %v2773
  %v2775 = bitcast float %v2735 to i32
  %v2776 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2775, i32 1, i32 31)
  %v2777 = bitcast i32 %v2776 to float
  %v2778 = fadd float %v2735, %v2777
  %v2779 = bitcast float %v2736 to i32
  %v2780 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2779, i32 1, i32 31)
  %v2781 = bitcast i32 %v2780 to float
  %v2782 = fadd float %v2736, %v2781
  %v2783 = bitcast float %v2737 to i32
  %v2784 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2783, i32 1, i32 31)
  %v2785 = bitcast i32 %v2784 to float
  %v2786 = fadd float %v2737, %v2785
  %v2787 = bitcast float %v2738 to i32
  %v2788 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2787, i32 1, i32 31)
  %v2789 = bitcast i32 %v2788 to float
  %v2790 = fadd float %v2738, %v2789
  %v2791 = bitcast float %v2739 to i32
  %v2792 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2791, i32 1, i32 31)
  %v2793 = bitcast i32 %v2792 to float
  %v2794 = fadd float %v2739, %v2793
  %v2795 = bitcast float %v2740 to i32
  %v2796 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2795, i32 1, i32 31)
  %v2797 = bitcast i32 %v2796 to float
  %v2798 = fadd float %v2740, %v2797
  %v2799 = bitcast float %v2741 to i32
  %v2800 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2799, i32 1, i32 31)
  %v2801 = bitcast i32 %v2800 to float
  %v2802 = fadd float %v2741, %v2801
  %v2803 = bitcast float %v2742 to i32
  %v2804 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2803, i32 1, i32 31)
  %v2805 = bitcast i32 %v2804 to float
  %v2806 = fadd float %v2742, %v2805
  %v2807 = bitcast float %v2746 to i32
  %v2808 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2807, i32 2, i32 31)
  %v2809 = bitcast i32 %v2808 to float
  %v2810 = fadd float %v2746, %v2809
  %v2811 = bitcast float %v2750 to i32
  %v2812 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2811, i32 2, i32 31)
  %v2813 = bitcast i32 %v2812 to float
  %v2814 = fadd float %v2750, %v2813
  %v2815 = bitcast float %v2754 to i32
  %v2816 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2815, i32 2, i32 31)
  %v2817 = bitcast i32 %v2816 to float
  %v2818 = fadd float %v2754, %v2817
  %v2819 = bitcast float %v2758 to i32
  %v2820 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2819, i32 2, i32 31)
  %v2821 = bitcast i32 %v2820 to float
  %v2822 = fadd float %v2758, %v2821
  %v2823 = bitcast float %v2762 to i32
  %v2824 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2823, i32 2, i32 31)
  %v2825 = bitcast i32 %v2824 to float
  %v2826 = fadd float %v2762, %v2825
  %v2827 = bitcast float %v2766 to i32
  %v2828 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2827, i32 2, i32 31)
  %v2829 = bitcast i32 %v2828 to float
  %v2830 = fadd float %v2766, %v2829
  %v2831 = bitcast float %v2770 to i32
  %v2832 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2831, i32 2, i32 31)
  %v2833 = bitcast i32 %v2832 to float
  %v2834 = fadd float %v2770, %v2833
  %v2835 = bitcast float %v2774 to i32
  %v2836 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2835, i32 2, i32 31)
  %v2837 = bitcast i32 %v2836 to float
  %v2838 = fadd float %v2774, %v2837
  %v2839 = bitcast float %v2778 to i32
  %v2840 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2839, i32 2, i32 31)
  %v2841 = bitcast i32 %v2840 to float
  %v2842 = fadd float %v2778, %v2841
  %v2843 = bitcast float %v2782 to i32
  %v2844 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2843, i32 2, i32 31)
  %v2845 = bitcast i32 %v2844 to float
  %v2846 = fadd float %v2782, %v2845
  %v2847 = bitcast float %v2786 to i32
  %v2848 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2847, i32 2, i32 31)
  %v2849 = bitcast i32 %v2848 to float
  %v2850 = fadd float %v2786, %v2849
  %v2851 = bitcast float %v2790 to i32
  %v2852 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2851, i32 2, i32 31)
  %v2853 = bitcast i32 %v2852 to float
  %v2854 = fadd float %v2790, %v2853
  %v2855 = bitcast float %v2794 to i32
  %v2856 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2855, i32 2, i32 31)
  %v2857 = bitcast i32 %v2856 to float
  %v2858 = fadd float %v2794, %v2857
  %v2859 = bitcast float %v2798 to i32
  %v2860 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2859, i32 2, i32 31)
  %v2861 = bitcast i32 %v2860 to float
  %v2862 = fadd float %v2798, %v2861
  %v2863 = bitcast float %v2802 to i32
  %v2864 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2863, i32 2, i32 31)
  %v2865 = bitcast i32 %v2864 to float
  %v2866 = fadd float %v2802, %v2865
  %v2867 = bitcast float %v2806 to i32
  %v2868 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2867, i32 2, i32 31)
  %v2869 = bitcast i32 %v2868 to float
  %v2870 = fadd float %v2806, %v2869
  %v2871 = bitcast float %v2810 to i32
  %v2872 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2871, i32 4, i32 31)
  %v2873 = bitcast i32 %v2872 to float
  %v2874 = fadd float %v2810, %v2873
  %v2875 = bitcast float %v2814 to i32
  %v2876 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2875, i32 4, i32 31)
  %v2877 = bitcast i32 %v2876 to float
  %v2878 = fadd float %v2814, %v2877
  %v2879 = bitcast float %v2818 to i32
  %v2880 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2879, i32 4, i32 31)
  %v2881 = bitcast i32 %v2880 to float
  %v2882 = fadd float %v2818, %v2881
  %v2883 = bitcast float %v2822 to i32
  %v2884 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2883, i32 4, i32 31)
  %v2885 = bitcast i32 %v2884 to float
  %v2886 = fadd float %v2822, %v2885
  %v2887 = bitcast float %v2826 to i32
  %v2888 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2887, i32 4, i32 31)
  %v2889 = bitcast i32 %v2888 to float
  %v2890 = fadd float %v2826, %v2889
  %v2891 = bitcast float %v2830 to i32
  %v2892 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2891, i32 4, i32 31)
  %v2893 = bitcast i32 %v2892 to float
  %v2894 = fadd float %v2830, %v2893
  %v2895 = bitcast float %v2834 to i32
  %v2896 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2895, i32 4, i32 31)
  %v2897 = bitcast i32 %v2896 to float
  %v2898 = fadd float %v2834, %v2897
  %v2899 = bitcast float %v2838 to i32
  %v2900 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2899, i32 4, i32 31)
  %v2901 = bitcast i32 %v2900 to float
  %v2902 = fadd float %v2838, %v2901
  %v2903 = bitcast float %v2842 to i32
  %v2904 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2903, i32 4, i32 31)
  %v2905 = bitcast i32 %v2904 to float
  %v2906 = fadd float %v2842, %v2905
  %v2907 = bitcast float %v2846 to i32
  %v2908 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2907, i32 4, i32 31)
  %v2909 = bitcast i32 %v2908 to float
  %v2910 = fadd float %v2846, %v2909
  %v2911 = bitcast float %v2850 to i32
  %v2912 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2911, i32 4, i32 31)
  %v2913 = bitcast i32 %v2912 to float
  %v2914 = fadd float %v2850, %v2913
  %v2915 = bitcast float %v2854 to i32
  %v2916 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2915, i32 4, i32 31)
  %v2917 = bitcast i32 %v2916 to float
  %v2918 = fadd float %v2854, %v2917
  %v2919 = bitcast float %v2858 to i32
  %v2920 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2919, i32 4, i32 31)
  %v2921 = bitcast i32 %v2920 to float
  %v2922 = fadd float %v2858, %v2921
  %v2923 = bitcast float %v2862 to i32
  %v2924 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2923, i32 4, i32 31)
  %v2925 = bitcast i32 %v2924 to float
  %v2926 = fadd float %v2862, %v2925
  %v2927 = bitcast float %v2866 to i32
  %v2928 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2927, i32 4, i32 31)
  %v2929 = bitcast i32 %v2928 to float
  %v2930 = fadd float %v2866, %v2929
  %v2931 = bitcast float %v2870 to i32
  %v2932 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2931, i32 4, i32 31)
  %v2933 = bitcast i32 %v2932 to float
  %v2934 = fadd float %v2870, %v2933
  %v2935 = bitcast float %v2874 to i32
  %v2936 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2935, i32 8, i32 31)
  %v2937 = bitcast i32 %v2936 to float
  %v2938 = fadd float %v2874, %v2937
  %v2939 = bitcast float %v2878 to i32
  %v2940 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2939, i32 8, i32 31)
  %v2941 = bitcast i32 %v2940 to float
  %v2942 = fadd float %v2878, %v2941
  %v2943 = bitcast float %v2882 to i32
  %v2944 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2943, i32 8, i32 31)
  %v2945 = bitcast i32 %v2944 to float
  %v2946 = fadd float %v2882, %v2945
  %v2947 = bitcast float %v2886 to i32
  %v2948 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2947, i32 8, i32 31)
  %v2949 = bitcast i32 %v2948 to float
  %v2950 = fadd float %v2886, %v2949
  %v2951 = bitcast float %v2890 to i32
  %v2952 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2951, i32 8, i32 31)
  %v2953 = bitcast i32 %v2952 to float
  %v2954 = fadd float %v2890, %v2953
  %v2955 = bitcast float %v2894 to i32
  %v2956 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2955, i32 8, i32 31)
  %v2957 = bitcast i32 %v2956 to float
  %v2958 = fadd float %v2894, %v2957
  %v2959 = bitcast float %v2898 to i32
  %v2960 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2959, i32 8, i32 31)
  %v2961 = bitcast i32 %v2960 to float
  %v2962 = fadd float %v2898, %v2961
  %v2963 = bitcast float %v2902 to i32
  %v2964 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2963, i32 8, i32 31)
  %v2965 = bitcast i32 %v2964 to float
  %v2966 = fadd float %v2902, %v2965
  %v2967 = bitcast float %v2906 to i32
  %v2968 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2967, i32 8, i32 31)
  %v2969 = bitcast i32 %v2968 to float
  %v2970 = fadd float %v2906, %v2969
  %v2971 = bitcast float %v2910 to i32
  %v2972 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2971, i32 8, i32 31)
  %v2973 = bitcast i32 %v2972 to float
  %v2974 = fadd float %v2910, %v2973
  %v2975 = bitcast float %v2914 to i32
  %v2976 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2975, i32 8, i32 31)
  %v2977 = bitcast i32 %v2976 to float
  %v2978 = fadd float %v2914, %v2977
  %v2979 = bitcast float %v2918 to i32
  %v2980 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2979, i32 8, i32 31)
  %v2981 = bitcast i32 %v2980 to float
  %v2982 = fadd float %v2918, %v2981
  %v2983 = bitcast float %v2922 to i32
  %v2984 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2983, i32 8, i32 31)
  %v2985 = bitcast i32 %v2984 to float
  %v2986 = fadd float %v2922, %v2985
  %v2987 = bitcast float %v2926 to i32
  %v2988 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2987, i32 8, i32 31)
  %v2989 = bitcast i32 %v2988 to float
  %v2990 = fadd float %v2926, %v2989
  %v2991 = bitcast float %v2930 to i32
  %v2992 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2991, i32 8, i32 31)
  %v2993 = bitcast i32 %v2992 to float
  %v2994 = fadd float %v2930, %v2993
  %v2995 = bitcast float %v2934 to i32
  %v2996 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2995, i32 8, i32 31)
  %v2997 = bitcast i32 %v2996 to float
  %v2998 = fadd float %v2934, %v2997
  %v2999 = bitcast float %v2938 to i32
  %v3000 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2999, i32 16, i32 31)
  %v3001 = bitcast i32 %v3000 to float
  %v3002 = fadd float %v2938, %v3001
  %v3003 = bitcast float %v2942 to i32
  %v3004 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v3003, i32 16, i32 31)
  %v3005 = bitcast i32 %v3004 to float
  %v3006 = fadd float %v2942, %v3005
  %v3007 = bitcast float %v2946 to i32
  %v3008 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v3007, i32 16, i32 31)
  %v3009 = bitcast i32 %v3008 to float
  %v3010 = fadd float %v2946, %v3009
  %v3011 = bitcast float %v2950 to i32
  %v3012 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v3011, i32 16, i32 31)
  %v3013 = bitcast i32 %v3012 to float
  %v3014 = fadd float %v2950, %v3013
  %v3015 = bitcast float %v2954 to i32
  %v3016 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v3015, i32 16, i32 31)
  %v3017 = bitcast i32 %v3016 to float
  %v3018 = fadd float %v2954, %v3017
  %v3019 = bitcast float %v2958 to i32
  %v3020 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v3019, i32 16, i32 31)
  %v3021 = bitcast i32 %v3020 to float
  %v3022 = fadd float %v2958, %v3021
  %v3023 = bitcast float %v2962 to i32
  %v3024 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v3023, i32 16, i32 31)
  %v3025 = bitcast i32 %v3024 to float
  %v3026 = fadd float %v2962, %v3025
  %v3027 = bitcast float %v2966 to i32
  %v3028 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v3027, i32 16, i32 31)
  %v3029 = bitcast i32 %v3028 to float
  %v3030 = fadd float %v2966, %v3029
  %v3031 = bitcast float %v2970 to i32
  %v3032 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v3031, i32 16, i32 31)
  %v3033 = bitcast i32 %v3032 to float
  %v3034 = fadd float %v2970, %v3033
  %v3035 = bitcast float %v2974 to i32
  %v3036 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v3035, i32 16, i32 31)
  %v3037 = bitcast i32 %v3036 to float
  %v3038 = fadd float %v2974, %v3037
  %v3039 = bitcast float %v2978 to i32
  %v3040 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v3039, i32 16, i32 31)
  %v3041 = bitcast i32 %v3040 to float
  %v3042 = fadd float %v2978, %v3041
  %v3043 = bitcast float %v2982 to i32
  %v3044 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v3043, i32 16, i32 31)
  %v3045 = bitcast i32 %v3044 to float
  %v3046 = fadd float %v2982, %v3045
  %v3047 = bitcast float %v2986 to i32
  %v3048 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v3047, i32 16, i32 31)
  %v3049 = bitcast i32 %v3048 to float
  %v3050 = fadd float %v2986, %v3049
  %v3051 = bitcast float %v2990 to i32
  %v3052 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v3051, i32 16, i32 31)
  %v3053 = bitcast i32 %v3052 to float
  %v3054 = fadd float %v2990, %v3053
  %v3055 = bitcast float %v2994 to i32
  %v3056 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v3055, i32 16, i32 31)
  %v3057 = bitcast i32 %v3056 to float
  %v3058 = fadd float %v2994, %v3057
  %v3059 = bitcast float %v2998 to i32
  %v3060 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v3059, i32 16, i32 31)
  %v3061 = bitcast i32 %v3060 to float
  %v3062 = fadd float %v2998, %v3061
  call void @llvm.nvvm.barrier0()
  %v3063 = mul i32 %v1, 16
  %v3064 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3065 = getelementptr inbounds float, float addrspace(3)* %v3064, i32 %v3063
  store float %v3002, float addrspace(3)* %v3065, align 4
  %v3066 = mul i32 %v1, 16
  %v3067 = add i32 %v3066, 1
  %v3068 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3069 = getelementptr inbounds float, float addrspace(3)* %v3068, i32 %v3067
  store float %v3006, float addrspace(3)* %v3069, align 4
  %v3070 = mul i32 %v1, 16
  %v3071 = add i32 %v3070, 2
  %v3072 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3073 = getelementptr inbounds float, float addrspace(3)* %v3072, i32 %v3071
  store float %v3010, float addrspace(3)* %v3073, align 4
  %v3074 = mul i32 %v1, 16
  %v3075 = add i32 %v3074, 3
  %v3076 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3077 = getelementptr inbounds float, float addrspace(3)* %v3076, i32 %v3075
  store float %v3014, float addrspace(3)* %v3077, align 4
  %v3078 = mul i32 %v1, 16
  %v3079 = add i32 %v3078, 4
  %v3080 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3081 = getelementptr inbounds float, float addrspace(3)* %v3080, i32 %v3079
  store float %v3018, float addrspace(3)* %v3081, align 4
  %v3082 = mul i32 %v1, 16
  %v3083 = add i32 %v3082, 5
  %v3084 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3085 = getelementptr inbounds float, float addrspace(3)* %v3084, i32 %v3083
  store float %v3022, float addrspace(3)* %v3085, align 4
  %v3086 = mul i32 %v1, 16
  %v3087 = add i32 %v3086, 6
  %v3088 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3089 = getelementptr inbounds float, float addrspace(3)* %v3088, i32 %v3087
  store float %v3026, float addrspace(3)* %v3089, align 4
  %v3090 = mul i32 %v1, 16
  %v3091 = add i32 %v3090, 7
  %v3092 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3093 = getelementptr inbounds float, float addrspace(3)* %v3092, i32 %v3091
  store float %v3030, float addrspace(3)* %v3093, align 4
  %v3094 = mul i32 %v1, 16
  %v3095 = add i32 %v3094, 8
  %v3096 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3097 = getelementptr inbounds float, float addrspace(3)* %v3096, i32 %v3095
  store float %v3034, float addrspace(3)* %v3097, align 4
  %v3098 = mul i32 %v1, 16
  %v3099 = add i32 %v3098, 9
  %v3100 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3101 = getelementptr inbounds float, float addrspace(3)* %v3100, i32 %v3099
  store float %v3038, float addrspace(3)* %v3101, align 4
  %v3102 = mul i32 %v1, 16
  %v3103 = add i32 %v3102, 10
  %v3104 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3105 = getelementptr inbounds float, float addrspace(3)* %v3104, i32 %v3103
  store float %v3042, float addrspace(3)* %v3105, align 4
  %v3106 = mul i32 %v1, 16
  %v3107 = add i32 %v3106, 11
  %v3108 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3109 = getelementptr inbounds float, float addrspace(3)* %v3108, i32 %v3107
  store float %v3046, float addrspace(3)* %v3109, align 4
  %v3110 = mul i32 %v1, 16
  %v3111 = add i32 %v3110, 12
  %v3112 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3113 = getelementptr inbounds float, float addrspace(3)* %v3112, i32 %v3111
  store float %v3050, float addrspace(3)* %v3113, align 4
  %v3114 = mul i32 %v1, 16
  %v3115 = add i32 %v3114, 13
  %v3116 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3117 = getelementptr inbounds float, float addrspace(3)* %v3116, i32 %v3115
  store float %v3054, float addrspace(3)* %v3117, align 4
  %v3118 = mul i32 %v1, 16
  %v3119 = add i32 %v3118, 14
  %v3120 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3121 = getelementptr inbounds float, float addrspace(3)* %v3120, i32 %v3119
  store float %v3058, float addrspace(3)* %v3121, align 4
  %v3122 = mul i32 %v1, 16
  %v3123 = add i32 %v3122, 15
  %v3124 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3125 = getelementptr inbounds float, float addrspace(3)* %v3124, i32 %v3123
  store float %v3062, float addrspace(3)* %v3125, align 4
  call void @llvm.nvvm.barrier0()
  %v3126 = and i32 %v3, -8
  %v3127 = shl i32 %v3126, 5
  %v3128 = or i32 %v3127, %v2
  %v3129 = mul i32 %v3128, 16
  %v3130 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3131 = getelementptr inbounds float, float addrspace(3)* %v3130, i32 %v3129
  %v3132 = load float, float addrspace(3)* %v3131, align 4
  %v3133 = mul i32 %v3128, 16
  %v3134 = add i32 %v3133, 1
  %v3135 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3136 = getelementptr inbounds float, float addrspace(3)* %v3135, i32 %v3134
  %v3137 = load float, float addrspace(3)* %v3136, align 4
  %v3138 = mul i32 %v3128, 16
  %v3139 = add i32 %v3138, 2
  %v3140 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3141 = getelementptr inbounds float, float addrspace(3)* %v3140, i32 %v3139
  %v3142 = load float, float addrspace(3)* %v3141, align 4
  %v3143 = mul i32 %v3128, 16
  %v3144 = add i32 %v3143, 3
  %v3145 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3146 = getelementptr inbounds float, float addrspace(3)* %v3145, i32 %v3144
  %v3147 = load float, float addrspace(3)* %v3146, align 4
  %v3148 = mul i32 %v3128, 16
  %v3149 = add i32 %v3148, 4
  %v3150 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3151 = getelementptr inbounds float, float addrspace(3)* %v3150, i32 %v3149
  %v3152 = load float, float addrspace(3)* %v3151, align 4
  %v3153 = mul i32 %v3128, 16
  %v3154 = add i32 %v3153, 5
  %v3155 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3156 = getelementptr inbounds float, float addrspace(3)* %v3155, i32 %v3154
  %v3157 = load float, float addrspace(3)* %v3156, align 4
  %v3158 = mul i32 %v3128, 16
  %v3159 = add i32 %v3158, 6
  %v3160 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3161 = getelementptr inbounds float, float addrspace(3)* %v3160, i32 %v3159
  %v3162 = load float, float addrspace(3)* %v3161, align 4
  %v3163 = mul i32 %v3128, 16
  %v3164 = add i32 %v3163, 7
  %v3165 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3166 = getelementptr inbounds float, float addrspace(3)* %v3165, i32 %v3164
  %v3167 = load float, float addrspace(3)* %v3166, align 4
  %v3168 = mul i32 %v3128, 16
  %v3169 = add i32 %v3168, 8
  %v3170 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3171 = getelementptr inbounds float, float addrspace(3)* %v3170, i32 %v3169
  %v3172 = load float, float addrspace(3)* %v3171, align 4
  %v3173 = mul i32 %v3128, 16
  %v3174 = add i32 %v3173, 9
  %v3175 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3176 = getelementptr inbounds float, float addrspace(3)* %v3175, i32 %v3174
  %v3177 = load float, float addrspace(3)* %v3176, align 4
  %v3178 = mul i32 %v3128, 16
  %v3179 = add i32 %v3178, 10
  %v3180 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3181 = getelementptr inbounds float, float addrspace(3)* %v3180, i32 %v3179
  %v3182 = load float, float addrspace(3)* %v3181, align 4
  %v3183 = mul i32 %v3128, 16
  %v3184 = add i32 %v3183, 11
  %v3185 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3186 = getelementptr inbounds float, float addrspace(3)* %v3185, i32 %v3184
  %v3187 = load float, float addrspace(3)* %v3186, align 4
  %v3188 = mul i32 %v3128, 16
  %v3189 = add i32 %v3188, 12
  %v3190 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3191 = getelementptr inbounds float, float addrspace(3)* %v3190, i32 %v3189
  %v3192 = load float, float addrspace(3)* %v3191, align 4
  %v3193 = mul i32 %v3128, 16
  %v3194 = add i32 %v3193, 13
  %v3195 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3196 = getelementptr inbounds float, float addrspace(3)* %v3195, i32 %v3194
  %v3197 = load float, float addrspace(3)* %v3196, align 4
  %v3198 = mul i32 %v3128, 16
  %v3199 = add i32 %v3198, 14
  %v3200 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3201 = getelementptr inbounds float, float addrspace(3)* %v3200, i32 %v3199
  %v3202 = load float, float addrspace(3)* %v3201, align 4
  %v3203 = mul i32 %v3128, 16
  %v3204 = add i32 %v3203, 15
  %v3205 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3206 = getelementptr inbounds float, float addrspace(3)* %v3205, i32 %v3204
  %v3207 = load float, float addrspace(3)* %v3206, align 4
  %v3208 = or i32 %v3126, 1
  %v3209 = shl i32 %v3208, 5
  %v3210 = or i32 %v3209, %v2
  %v3211 = mul i32 %v3210, 16
  %v3212 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3213 = getelementptr inbounds float, float addrspace(3)* %v3212, i32 %v3211
  %v3214 = load float, float addrspace(3)* %v3213, align 4
  %v3215 = fadd float %v3132, %v3214
  %v3216 = mul i32 %v3210, 16
  %v3217 = add i32 %v3216, 1
  %v3218 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3219 = getelementptr inbounds float, float addrspace(3)* %v3218, i32 %v3217
  %v3220 = load float, float addrspace(3)* %v3219, align 4
  %v3221 = fadd float %v3137, %v3220
  %v3222 = mul i32 %v3210, 16
  %v3223 = add i32 %v3222, 2
  %v3224 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3225 = getelementptr inbounds float, float addrspace(3)* %v3224, i32 %v3223
  %v3226 = load float, float addrspace(3)* %v3225, align 4
  %v3227 = fadd float %v3142, %v3226
  %v3228 = mul i32 %v3210, 16
  %v3229 = add i32 %v3228, 3
  %v3230 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3231 = getelementptr inbounds float, float addrspace(3)* %v3230, i32 %v3229
  %v3232 = load float, float addrspace(3)* %v3231, align 4
  %v3233 = fadd float %v3147, %v3232
  %v3234 = mul i32 %v3210, 16
  %v3235 = add i32 %v3234, 4
  %v3236 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3237 = getelementptr inbounds float, float addrspace(3)* %v3236, i32 %v3235
  %v3238 = load float, float addrspace(3)* %v3237, align 4
  %v3239 = fadd float %v3152, %v3238
  %v3240 = mul i32 %v3210, 16
  %v3241 = add i32 %v3240, 5
  %v3242 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3243 = getelementptr inbounds float, float addrspace(3)* %v3242, i32 %v3241
  %v3244 = load float, float addrspace(3)* %v3243, align 4
  %v3245 = fadd float %v3157, %v3244
  %v3246 = mul i32 %v3210, 16
  %v3247 = add i32 %v3246, 6
  %v3248 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3249 = getelementptr inbounds float, float addrspace(3)* %v3248, i32 %v3247
  %v3250 = load float, float addrspace(3)* %v3249, align 4
  %v3251 = fadd float %v3162, %v3250
  %v3252 = mul i32 %v3210, 16
  %v3253 = add i32 %v3252, 7
  %v3254 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3255 = getelementptr inbounds float, float addrspace(3)* %v3254, i32 %v3253
  %v3256 = load float, float addrspace(3)* %v3255, align 4
  %v3257 = fadd float %v3167, %v3256
  %v3258 = mul i32 %v3210, 16
  %v3259 = add i32 %v3258, 8
  %v3260 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3261 = getelementptr inbounds float, float addrspace(3)* %v3260, i32 %v3259
  %v3262 = load float, float addrspace(3)* %v3261, align 4
  %v3263 = fadd float %v3172, %v3262
  %v3264 = mul i32 %v3210, 16
  %v3265 = add i32 %v3264, 9
  %v3266 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3267 = getelementptr inbounds float, float addrspace(3)* %v3266, i32 %v3265
  %v3268 = load float, float addrspace(3)* %v3267, align 4
  %v3269 = fadd float %v3177, %v3268
  %v3270 = mul i32 %v3210, 16
  %v3271 = add i32 %v3270, 10
  %v3272 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3273 = getelementptr inbounds float, float addrspace(3)* %v3272, i32 %v3271
  %v3274 = load float, float addrspace(3)* %v3273, align 4
  %v3275 = fadd float %v3182, %v3274
  %v3276 = mul i32 %v3210, 16
  %v3277 = add i32 %v3276, 11
  %v3278 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3279 = getelementptr inbounds float, float addrspace(3)* %v3278, i32 %v3277
  %v3280 = load float, float addrspace(3)* %v3279, align 4
  %v3281 = fadd float %v3187, %v3280
  %v3282 = mul i32 %v3210, 16
  %v3283 = add i32 %v3282, 12
  %v3284 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3285 = getelementptr inbounds float, float addrspace(3)* %v3284, i32 %v3283
  %v3286 = load float, float addrspace(3)* %v3285, align 4
  %v3287 = fadd float %v3192, %v3286
  %v3288 = mul i32 %v3210, 16
  %v3289 = add i32 %v3288, 13
  %v3290 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3291 = getelementptr inbounds float, float addrspace(3)* %v3290, i32 %v3289
  %v3292 = load float, float addrspace(3)* %v3291, align 4
  %v3293 = fadd float %v3197, %v3292
  %v3294 = mul i32 %v3210, 16
  %v3295 = add i32 %v3294, 14
  %v3296 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3297 = getelementptr inbounds float, float addrspace(3)* %v3296, i32 %v3295
  %v3298 = load float, float addrspace(3)* %v3297, align 4
  %v3299 = fadd float %v3202, %v3298
  %v3300 = mul i32 %v3210, 16
  %v3301 = add i32 %v3300, 15
  %v3302 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3303 = getelementptr inbounds float, float addrspace(3)* %v3302, i32 %v3301
  %v3304 = load float, float addrspace(3)* %v3303, align 4
  %v3305 = fadd float %v3207, %v3304
  %v3306 = or i32 %v3126, 2
  %v3307 = shl i32 %v3306, 5
  %v3308 = or i32 %v3307, %v2
  %v3309 = mul i32 %v3308, 16
  %v3310 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3311 = getelementptr inbounds float, float addrspace(3)* %v3310, i32 %v3309
  %v3312 = load float, float addrspace(3)* %v3311, align 4
  %v3313 = fadd float %v3215, %v3312
  %v3314 = mul i32 %v3308, 16
  %v3315 = add i32 %v3314, 1
  %v3316 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3317 = getelementptr inbounds float, float addrspace(3)* %v3316, i32 %v3315
  %v3318 = load float, float addrspace(3)* %v3317, align 4
  %v3319 = fadd float %v3221, %v3318
  %v3320 = mul i32 %v3308, 16
  %v3321 = add i32 %v3320, 2
  %v3322 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3323 = getelementptr inbounds float, float addrspace(3)* %v3322, i32 %v3321
  %v3324 = load float, float addrspace(3)* %v3323, align 4
  %v3325 = fadd float %v3227, %v3324
  %v3326 = mul i32 %v3308, 16
  %v3327 = add i32 %v3326, 3
  %v3328 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3329 = getelementptr inbounds float, float addrspace(3)* %v3328, i32 %v3327
  %v3330 = load float, float addrspace(3)* %v3329, align 4
  %v3331 = fadd float %v3233, %v3330
  %v3332 = mul i32 %v3308, 16
  %v3333 = add i32 %v3332, 4
  %v3334 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3335 = getelementptr inbounds float, float addrspace(3)* %v3334, i32 %v3333
  %v3336 = load float, float addrspace(3)* %v3335, align 4
  %v3337 = fadd float %v3239, %v3336
  %v3338 = mul i32 %v3308, 16
  %v3339 = add i32 %v3338, 5
  %v3340 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3341 = getelementptr inbounds float, float addrspace(3)* %v3340, i32 %v3339
  %v3342 = load float, float addrspace(3)* %v3341, align 4
  %v3343 = fadd float %v3245, %v3342
  %v3344 = mul i32 %v3308, 16
  %v3345 = add i32 %v3344, 6
  %v3346 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3347 = getelementptr inbounds float, float addrspace(3)* %v3346, i32 %v3345
  %v3348 = load float, float addrspace(3)* %v3347, align 4
  %v3349 = fadd float %v3251, %v3348
  %v3350 = mul i32 %v3308, 16
  %v3351 = add i32 %v3350, 7
  %v3352 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3353 = getelementptr inbounds float, float addrspace(3)* %v3352, i32 %v3351
  %v3354 = load float, float addrspace(3)* %v3353, align 4
  %v3355 = fadd float %v3257, %v3354
  %v3356 = mul i32 %v3308, 16
  %v3357 = add i32 %v3356, 8
  %v3358 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3359 = getelementptr inbounds float, float addrspace(3)* %v3358, i32 %v3357
  %v3360 = load float, float addrspace(3)* %v3359, align 4
  %v3361 = fadd float %v3263, %v3360
  %v3362 = mul i32 %v3308, 16
  %v3363 = add i32 %v3362, 9
  %v3364 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3365 = getelementptr inbounds float, float addrspace(3)* %v3364, i32 %v3363
  %v3366 = load float, float addrspace(3)* %v3365, align 4
  %v3367 = fadd float %v3269, %v3366
  %v3368 = mul i32 %v3308, 16
  %v3369 = add i32 %v3368, 10
  %v3370 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3371 = getelementptr inbounds float, float addrspace(3)* %v3370, i32 %v3369
  %v3372 = load float, float addrspace(3)* %v3371, align 4
  %v3373 = fadd float %v3275, %v3372
  %v3374 = mul i32 %v3308, 16
  %v3375 = add i32 %v3374, 11
  %v3376 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3377 = getelementptr inbounds float, float addrspace(3)* %v3376, i32 %v3375
  %v3378 = load float, float addrspace(3)* %v3377, align 4
  %v3379 = fadd float %v3281, %v3378
  %v3380 = mul i32 %v3308, 16
  %v3381 = add i32 %v3380, 12
  %v3382 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3383 = getelementptr inbounds float, float addrspace(3)* %v3382, i32 %v3381
  %v3384 = load float, float addrspace(3)* %v3383, align 4
  %v3385 = fadd float %v3287, %v3384
  %v3386 = mul i32 %v3308, 16
  %v3387 = add i32 %v3386, 13
  %v3388 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3389 = getelementptr inbounds float, float addrspace(3)* %v3388, i32 %v3387
  %v3390 = load float, float addrspace(3)* %v3389, align 4
  %v3391 = fadd float %v3293, %v3390
  %v3392 = mul i32 %v3308, 16
  %v3393 = add i32 %v3392, 14
  %v3394 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3395 = getelementptr inbounds float, float addrspace(3)* %v3394, i32 %v3393
  %v3396 = load float, float addrspace(3)* %v3395, align 4
  %v3397 = fadd float %v3299, %v3396
  %v3398 = mul i32 %v3308, 16
  %v3399 = add i32 %v3398, 15
  %v3400 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3401 = getelementptr inbounds float, float addrspace(3)* %v3400, i32 %v3399
  %v3402 = load float, float addrspace(3)* %v3401, align 4
  %v3403 = fadd float %v3305, %v3402
  %v3404 = or i32 %v3126, 3
  %v3405 = shl i32 %v3404, 5
  %v3406 = or i32 %v3405, %v2
  %v3407 = mul i32 %v3406, 16
  %v3408 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3409 = getelementptr inbounds float, float addrspace(3)* %v3408, i32 %v3407
  %v3410 = load float, float addrspace(3)* %v3409, align 4
  %v3411 = fadd float %v3313, %v3410
  %v3412 = mul i32 %v3406, 16
  %v3413 = add i32 %v3412, 1
  %v3414 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3415 = getelementptr inbounds float, float addrspace(3)* %v3414, i32 %v3413
  %v3416 = load float, float addrspace(3)* %v3415, align 4
  %v3417 = fadd float %v3319, %v3416
  %v3418 = mul i32 %v3406, 16
  %v3419 = add i32 %v3418, 2
  %v3420 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3421 = getelementptr inbounds float, float addrspace(3)* %v3420, i32 %v3419
  %v3422 = load float, float addrspace(3)* %v3421, align 4
  %v3423 = fadd float %v3325, %v3422
  %v3424 = mul i32 %v3406, 16
  %v3425 = add i32 %v3424, 3
  %v3426 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3427 = getelementptr inbounds float, float addrspace(3)* %v3426, i32 %v3425
  %v3428 = load float, float addrspace(3)* %v3427, align 4
  %v3429 = fadd float %v3331, %v3428
  %v3430 = mul i32 %v3406, 16
  %v3431 = add i32 %v3430, 4
  %v3432 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3433 = getelementptr inbounds float, float addrspace(3)* %v3432, i32 %v3431
  %v3434 = load float, float addrspace(3)* %v3433, align 4
  %v3435 = fadd float %v3337, %v3434
  %v3436 = mul i32 %v3406, 16
  %v3437 = add i32 %v3436, 5
  %v3438 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3439 = getelementptr inbounds float, float addrspace(3)* %v3438, i32 %v3437
  %v3440 = load float, float addrspace(3)* %v3439, align 4
  %v3441 = fadd float %v3343, %v3440
  %v3442 = mul i32 %v3406, 16
  %v3443 = add i32 %v3442, 6
  %v3444 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3445 = getelementptr inbounds float, float addrspace(3)* %v3444, i32 %v3443
  %v3446 = load float, float addrspace(3)* %v3445, align 4
  %v3447 = fadd float %v3349, %v3446
  %v3448 = mul i32 %v3406, 16
  %v3449 = add i32 %v3448, 7
  %v3450 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3451 = getelementptr inbounds float, float addrspace(3)* %v3450, i32 %v3449
  %v3452 = load float, float addrspace(3)* %v3451, align 4
  %v3453 = fadd float %v3355, %v3452
  %v3454 = mul i32 %v3406, 16
  %v3455 = add i32 %v3454, 8
  %v3456 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3457 = getelementptr inbounds float, float addrspace(3)* %v3456, i32 %v3455
  %v3458 = load float, float addrspace(3)* %v3457, align 4
  %v3459 = fadd float %v3361, %v3458
  %v3460 = mul i32 %v3406, 16
  %v3461 = add i32 %v3460, 9
  %v3462 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3463 = getelementptr inbounds float, float addrspace(3)* %v3462, i32 %v3461
  %v3464 = load float, float addrspace(3)* %v3463, align 4
  %v3465 = fadd float %v3367, %v3464
  %v3466 = mul i32 %v3406, 16
  %v3467 = add i32 %v3466, 10
  %v3468 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3469 = getelementptr inbounds float, float addrspace(3)* %v3468, i32 %v3467
  %v3470 = load float, float addrspace(3)* %v3469, align 4
  %v3471 = fadd float %v3373, %v3470
  %v3472 = mul i32 %v3406, 16
  %v3473 = add i32 %v3472, 11
  %v3474 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3475 = getelementptr inbounds float, float addrspace(3)* %v3474, i32 %v3473
  %v3476 = load float, float addrspace(3)* %v3475, align 4
  %v3477 = fadd float %v3379, %v3476
  %v3478 = mul i32 %v3406, 16
  %v3479 = add i32 %v3478, 12
  %v3480 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3481 = getelementptr inbounds float, float addrspace(3)* %v3480, i32 %v3479
  %v3482 = load float, float addrspace(3)* %v3481, align 4
  %v3483 = fadd float %v3385, %v3482
  %v3484 = mul i32 %v3406, 16
  %v3485 = add i32 %v3484, 13
  %v3486 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3487 = getelementptr inbounds float, float addrspace(3)* %v3486, i32 %v3485
  %v3488 = load float, float addrspace(3)* %v3487, align 4
  %v3489 = fadd float %v3391, %v3488
  %v3490 = mul i32 %v3406, 16
  %v3491 = add i32 %v3490, 14
  %v3492 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3493 = getelementptr inbounds float, float addrspace(3)* %v3492, i32 %v3491
  %v3494 = load float, float addrspace(3)* %v3493, align 4
  %v3495 = fadd float %v3397, %v3494
  %v3496 = mul i32 %v3406, 16
  %v3497 = add i32 %v3496, 15
  %v3498 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3499 = getelementptr inbounds float, float addrspace(3)* %v3498, i32 %v3497
  %v3500 = load float, float addrspace(3)* %v3499, align 4
  %v3501 = fadd float %v3403, %v3500
  %v3502 = or i32 %v3126, 4
  %v3503 = shl i32 %v3502, 5
  %v3504 = or i32 %v3503, %v2
  %v3505 = mul i32 %v3504, 16
  %v3506 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3507 = getelementptr inbounds float, float addrspace(3)* %v3506, i32 %v3505
  %v3508 = load float, float addrspace(3)* %v3507, align 4
  %v3509 = fadd float %v3411, %v3508
  %v3510 = mul i32 %v3504, 16
  %v3511 = add i32 %v3510, 1
  %v3512 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3513 = getelementptr inbounds float, float addrspace(3)* %v3512, i32 %v3511
  %v3514 = load float, float addrspace(3)* %v3513, align 4
  %v3515 = fadd float %v3417, %v3514
  %v3516 = mul i32 %v3504, 16
  %v3517 = add i32 %v3516, 2
  %v3518 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3519 = getelementptr inbounds float, float addrspace(3)* %v3518, i32 %v3517
  %v3520 = load float, float addrspace(3)* %v3519, align 4
  %v3521 = fadd float %v3423, %v3520
  %v3522 = mul i32 %v3504, 16
  %v3523 = add i32 %v3522, 3
  %v3524 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3525 = getelementptr inbounds float, float addrspace(3)* %v3524, i32 %v3523
  %v3526 = load float, float addrspace(3)* %v3525, align 4
  %v3527 = fadd float %v3429, %v3526
  %v3528 = mul i32 %v3504, 16
  %v3529 = add i32 %v3528, 4
  %v3530 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3531 = getelementptr inbounds float, float addrspace(3)* %v3530, i32 %v3529
  %v3532 = load float, float addrspace(3)* %v3531, align 4
  %v3533 = fadd float %v3435, %v3532
  %v3534 = mul i32 %v3504, 16
  %v3535 = add i32 %v3534, 5
  %v3536 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3537 = getelementptr inbounds float, float addrspace(3)* %v3536, i32 %v3535
  %v3538 = load float, float addrspace(3)* %v3537, align 4
  %v3539 = fadd float %v3441, %v3538
  %v3540 = mul i32 %v3504, 16
  %v3541 = add i32 %v3540, 6
  %v3542 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3543 = getelementptr inbounds float, float addrspace(3)* %v3542, i32 %v3541
  %v3544 = load float, float addrspace(3)* %v3543, align 4
  %v3545 = fadd float %v3447, %v3544
  %v3546 = mul i32 %v3504, 16
  %v3547 = add i32 %v3546, 7
  %v3548 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3549 = getelementptr inbounds float, float addrspace(3)* %v3548, i32 %v3547
  %v3550 = load float, float addrspace(3)* %v3549, align 4
  %v3551 = fadd float %v3453, %v3550
  %v3552 = mul i32 %v3504, 16
  %v3553 = add i32 %v3552, 8
  %v3554 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3555 = getelementptr inbounds float, float addrspace(3)* %v3554, i32 %v3553
  %v3556 = load float, float addrspace(3)* %v3555, align 4
  %v3557 = fadd float %v3459, %v3556
  %v3558 = mul i32 %v3504, 16
  %v3559 = add i32 %v3558, 9
  %v3560 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3561 = getelementptr inbounds float, float addrspace(3)* %v3560, i32 %v3559
  %v3562 = load float, float addrspace(3)* %v3561, align 4
  %v3563 = fadd float %v3465, %v3562
  %v3564 = mul i32 %v3504, 16
  %v3565 = add i32 %v3564, 10
  %v3566 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3567 = getelementptr inbounds float, float addrspace(3)* %v3566, i32 %v3565
  %v3568 = load float, float addrspace(3)* %v3567, align 4
  %v3569 = fadd float %v3471, %v3568
  %v3570 = mul i32 %v3504, 16
  %v3571 = add i32 %v3570, 11
  %v3572 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3573 = getelementptr inbounds float, float addrspace(3)* %v3572, i32 %v3571
  %v3574 = load float, float addrspace(3)* %v3573, align 4
  %v3575 = fadd float %v3477, %v3574
  %v3576 = mul i32 %v3504, 16
  %v3577 = add i32 %v3576, 12
  %v3578 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3579 = getelementptr inbounds float, float addrspace(3)* %v3578, i32 %v3577
  %v3580 = load float, float addrspace(3)* %v3579, align 4
  %v3581 = fadd float %v3483, %v3580
  %v3582 = mul i32 %v3504, 16
  %v3583 = add i32 %v3582, 13
  %v3584 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3585 = getelementptr inbounds float, float addrspace(3)* %v3584, i32 %v3583
  %v3586 = load float, float addrspace(3)* %v3585, align 4
  %v3587 = fadd float %v3489, %v3586
  %v3588 = mul i32 %v3504, 16
  %v3589 = add i32 %v3588, 14
  %v3590 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3591 = getelementptr inbounds float, float addrspace(3)* %v3590, i32 %v3589
  %v3592 = load float, float addrspace(3)* %v3591, align 4
  %v3593 = fadd float %v3495, %v3592
  %v3594 = mul i32 %v3504, 16
  %v3595 = add i32 %v3594, 15
  %v3596 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3597 = getelementptr inbounds float, float addrspace(3)* %v3596, i32 %v3595
  %v3598 = load float, float addrspace(3)* %v3597, align 4
  %v3599 = fadd float %v3501, %v3598
  %v3600 = or i32 %v3126, 5
  %v3601 = shl i32 %v3600, 5
  %v3602 = or i32 %v3601, %v2
  %v3603 = mul i32 %v3602, 16
  %v3604 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3605 = getelementptr inbounds float, float addrspace(3)* %v3604, i32 %v3603
  %v3606 = load float, float addrspace(3)* %v3605, align 4
  %v3607 = fadd float %v3509, %v3606
  %v3608 = mul i32 %v3602, 16
  %v3609 = add i32 %v3608, 1
  %v3610 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3611 = getelementptr inbounds float, float addrspace(3)* %v3610, i32 %v3609
  %v3612 = load float, float addrspace(3)* %v3611, align 4
  %v3613 = fadd float %v3515, %v3612
  %v3614 = mul i32 %v3602, 16
  %v3615 = add i32 %v3614, 2
  %v3616 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3617 = getelementptr inbounds float, float addrspace(3)* %v3616, i32 %v3615
  %v3618 = load float, float addrspace(3)* %v3617, align 4
  %v3619 = fadd float %v3521, %v3618
  %v3620 = mul i32 %v3602, 16
  %v3621 = add i32 %v3620, 3
  %v3622 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3623 = getelementptr inbounds float, float addrspace(3)* %v3622, i32 %v3621
  %v3624 = load float, float addrspace(3)* %v3623, align 4
  %v3625 = fadd float %v3527, %v3624
  %v3626 = mul i32 %v3602, 16
  %v3627 = add i32 %v3626, 4
  %v3628 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3629 = getelementptr inbounds float, float addrspace(3)* %v3628, i32 %v3627
  %v3630 = load float, float addrspace(3)* %v3629, align 4
  %v3631 = fadd float %v3533, %v3630
  %v3632 = mul i32 %v3602, 16
  %v3633 = add i32 %v3632, 5
  %v3634 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3635 = getelementptr inbounds float, float addrspace(3)* %v3634, i32 %v3633
  %v3636 = load float, float addrspace(3)* %v3635, align 4
  %v3637 = fadd float %v3539, %v3636
  %v3638 = mul i32 %v3602, 16
  %v3639 = add i32 %v3638, 6
  %v3640 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3641 = getelementptr inbounds float, float addrspace(3)* %v3640, i32 %v3639
  %v3642 = load float, float addrspace(3)* %v3641, align 4
  %v3643 = fadd float %v3545, %v3642
  %v3644 = mul i32 %v3602, 16
  %v3645 = add i32 %v3644, 7
  %v3646 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3647 = getelementptr inbounds float, float addrspace(3)* %v3646, i32 %v3645
  %v3648 = load float, float addrspace(3)* %v3647, align 4
  %v3649 = fadd float %v3551, %v3648
  %v3650 = mul i32 %v3602, 16
  %v3651 = add i32 %v3650, 8
  %v3652 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3653 = getelementptr inbounds float, float addrspace(3)* %v3652, i32 %v3651
  %v3654 = load float, float addrspace(3)* %v3653, align 4
  %v3655 = fadd float %v3557, %v3654
  %v3656 = mul i32 %v3602, 16
  %v3657 = add i32 %v3656, 9
  %v3658 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3659 = getelementptr inbounds float, float addrspace(3)* %v3658, i32 %v3657
  %v3660 = load float, float addrspace(3)* %v3659, align 4
  %v3661 = fadd float %v3563, %v3660
  %v3662 = mul i32 %v3602, 16
  %v3663 = add i32 %v3662, 10
  %v3664 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3665 = getelementptr inbounds float, float addrspace(3)* %v3664, i32 %v3663
  %v3666 = load float, float addrspace(3)* %v3665, align 4
  %v3667 = fadd float %v3569, %v3666
  %v3668 = mul i32 %v3602, 16
  %v3669 = add i32 %v3668, 11
  %v3670 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3671 = getelementptr inbounds float, float addrspace(3)* %v3670, i32 %v3669
  %v3672 = load float, float addrspace(3)* %v3671, align 4
  %v3673 = fadd float %v3575, %v3672
  %v3674 = mul i32 %v3602, 16
  %v3675 = add i32 %v3674, 12
  %v3676 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3677 = getelementptr inbounds float, float addrspace(3)* %v3676, i32 %v3675
  %v3678 = load float, float addrspace(3)* %v3677, align 4
  %v3679 = fadd float %v3581, %v3678
  %v3680 = mul i32 %v3602, 16
  %v3681 = add i32 %v3680, 13
  %v3682 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3683 = getelementptr inbounds float, float addrspace(3)* %v3682, i32 %v3681
  %v3684 = load float, float addrspace(3)* %v3683, align 4
  %v3685 = fadd float %v3587, %v3684
  %v3686 = mul i32 %v3602, 16
  %v3687 = add i32 %v3686, 14
  %v3688 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3689 = getelementptr inbounds float, float addrspace(3)* %v3688, i32 %v3687
  %v3690 = load float, float addrspace(3)* %v3689, align 4
  %v3691 = fadd float %v3593, %v3690
  %v3692 = mul i32 %v3602, 16
  %v3693 = add i32 %v3692, 15
  %v3694 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3695 = getelementptr inbounds float, float addrspace(3)* %v3694, i32 %v3693
  %v3696 = load float, float addrspace(3)* %v3695, align 4
  %v3697 = fadd float %v3599, %v3696
  %v3698 = or i32 %v3126, 6
  %v3699 = shl i32 %v3698, 5
  %v3700 = or i32 %v3699, %v2
  %v3701 = mul i32 %v3700, 16
  %v3702 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3703 = getelementptr inbounds float, float addrspace(3)* %v3702, i32 %v3701
  %v3704 = load float, float addrspace(3)* %v3703, align 4
  %v3705 = fadd float %v3607, %v3704
  %v3706 = mul i32 %v3700, 16
  %v3707 = add i32 %v3706, 1
  %v3708 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3709 = getelementptr inbounds float, float addrspace(3)* %v3708, i32 %v3707
  %v3710 = load float, float addrspace(3)* %v3709, align 4
  %v3711 = fadd float %v3613, %v3710
  %v3712 = mul i32 %v3700, 16
  %v3713 = add i32 %v3712, 2
  %v3714 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3715 = getelementptr inbounds float, float addrspace(3)* %v3714, i32 %v3713
  %v3716 = load float, float addrspace(3)* %v3715, align 4
  %v3717 = fadd float %v3619, %v3716
  %v3718 = mul i32 %v3700, 16
  %v3719 = add i32 %v3718, 3
  %v3720 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3721 = getelementptr inbounds float, float addrspace(3)* %v3720, i32 %v3719
  %v3722 = load float, float addrspace(3)* %v3721, align 4
  %v3723 = fadd float %v3625, %v3722
  %v3724 = mul i32 %v3700, 16
  %v3725 = add i32 %v3724, 4
  %v3726 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3727 = getelementptr inbounds float, float addrspace(3)* %v3726, i32 %v3725
  %v3728 = load float, float addrspace(3)* %v3727, align 4
  %v3729 = fadd float %v3631, %v3728
  %v3730 = mul i32 %v3700, 16
  %v3731 = add i32 %v3730, 5
  %v3732 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3733 = getelementptr inbounds float, float addrspace(3)* %v3732, i32 %v3731
  %v3734 = load float, float addrspace(3)* %v3733, align 4
  %v3735 = fadd float %v3637, %v3734
  %v3736 = mul i32 %v3700, 16
  %v3737 = add i32 %v3736, 6
  %v3738 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3739 = getelementptr inbounds float, float addrspace(3)* %v3738, i32 %v3737
  %v3740 = load float, float addrspace(3)* %v3739, align 4
  %v3741 = fadd float %v3643, %v3740
  %v3742 = mul i32 %v3700, 16
  %v3743 = add i32 %v3742, 7
  %v3744 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3745 = getelementptr inbounds float, float addrspace(3)* %v3744, i32 %v3743
  %v3746 = load float, float addrspace(3)* %v3745, align 4
  %v3747 = fadd float %v3649, %v3746
  %v3748 = mul i32 %v3700, 16
  %v3749 = add i32 %v3748, 8
  %v3750 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3751 = getelementptr inbounds float, float addrspace(3)* %v3750, i32 %v3749
  %v3752 = load float, float addrspace(3)* %v3751, align 4
  %v3753 = fadd float %v3655, %v3752
  %v3754 = mul i32 %v3700, 16
  %v3755 = add i32 %v3754, 9
  %v3756 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3757 = getelementptr inbounds float, float addrspace(3)* %v3756, i32 %v3755
  %v3758 = load float, float addrspace(3)* %v3757, align 4
  %v3759 = fadd float %v3661, %v3758
  %v3760 = mul i32 %v3700, 16
  %v3761 = add i32 %v3760, 10
  %v3762 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3763 = getelementptr inbounds float, float addrspace(3)* %v3762, i32 %v3761
  %v3764 = load float, float addrspace(3)* %v3763, align 4
  %v3765 = fadd float %v3667, %v3764
  %v3766 = mul i32 %v3700, 16
  %v3767 = add i32 %v3766, 11
  %v3768 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3769 = getelementptr inbounds float, float addrspace(3)* %v3768, i32 %v3767
  %v3770 = load float, float addrspace(3)* %v3769, align 4
  %v3771 = fadd float %v3673, %v3770
  %v3772 = mul i32 %v3700, 16
  %v3773 = add i32 %v3772, 12
  %v3774 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3775 = getelementptr inbounds float, float addrspace(3)* %v3774, i32 %v3773
  %v3776 = load float, float addrspace(3)* %v3775, align 4
  %v3777 = fadd float %v3679, %v3776
  %v3778 = mul i32 %v3700, 16
  %v3779 = add i32 %v3778, 13
  %v3780 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3781 = getelementptr inbounds float, float addrspace(3)* %v3780, i32 %v3779
  %v3782 = load float, float addrspace(3)* %v3781, align 4
  %v3783 = fadd float %v3685, %v3782
  %v3784 = mul i32 %v3700, 16
  %v3785 = add i32 %v3784, 14
  %v3786 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3787 = getelementptr inbounds float, float addrspace(3)* %v3786, i32 %v3785
  %v3788 = load float, float addrspace(3)* %v3787, align 4
  %v3789 = fadd float %v3691, %v3788
  %v3790 = mul i32 %v3700, 16
  %v3791 = add i32 %v3790, 15
  %v3792 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3793 = getelementptr inbounds float, float addrspace(3)* %v3792, i32 %v3791
  %v3794 = load float, float addrspace(3)* %v3793, align 4
  %v3795 = fadd float %v3697, %v3794
  %v3796 = or i32 %v3126, 7
  %v3797 = shl i32 %v3796, 5
  %v3798 = or i32 %v3797, %v2
  %v3799 = mul i32 %v3798, 16
  %v3800 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3801 = getelementptr inbounds float, float addrspace(3)* %v3800, i32 %v3799
  %v3802 = load float, float addrspace(3)* %v3801, align 4
  %v3803 = fadd float %v3705, %v3802
  %v3804 = mul i32 %v3798, 16
  %v3805 = add i32 %v3804, 1
  %v3806 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3807 = getelementptr inbounds float, float addrspace(3)* %v3806, i32 %v3805
  %v3808 = load float, float addrspace(3)* %v3807, align 4
  %v3809 = fadd float %v3711, %v3808
  %v3810 = mul i32 %v3798, 16
  %v3811 = add i32 %v3810, 2
  %v3812 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3813 = getelementptr inbounds float, float addrspace(3)* %v3812, i32 %v3811
  %v3814 = load float, float addrspace(3)* %v3813, align 4
  %v3815 = fadd float %v3717, %v3814
  %v3816 = mul i32 %v3798, 16
  %v3817 = add i32 %v3816, 3
  %v3818 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3819 = getelementptr inbounds float, float addrspace(3)* %v3818, i32 %v3817
  %v3820 = load float, float addrspace(3)* %v3819, align 4
  %v3821 = fadd float %v3723, %v3820
  %v3822 = mul i32 %v3798, 16
  %v3823 = add i32 %v3822, 4
  %v3824 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3825 = getelementptr inbounds float, float addrspace(3)* %v3824, i32 %v3823
  %v3826 = load float, float addrspace(3)* %v3825, align 4
  %v3827 = fadd float %v3729, %v3826
  %v3828 = mul i32 %v3798, 16
  %v3829 = add i32 %v3828, 5
  %v3830 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3831 = getelementptr inbounds float, float addrspace(3)* %v3830, i32 %v3829
  %v3832 = load float, float addrspace(3)* %v3831, align 4
  %v3833 = fadd float %v3735, %v3832
  %v3834 = mul i32 %v3798, 16
  %v3835 = add i32 %v3834, 6
  %v3836 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3837 = getelementptr inbounds float, float addrspace(3)* %v3836, i32 %v3835
  %v3838 = load float, float addrspace(3)* %v3837, align 4
  %v3839 = fadd float %v3741, %v3838
  %v3840 = mul i32 %v3798, 16
  %v3841 = add i32 %v3840, 7
  %v3842 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3843 = getelementptr inbounds float, float addrspace(3)* %v3842, i32 %v3841
  %v3844 = load float, float addrspace(3)* %v3843, align 4
  %v3845 = fadd float %v3747, %v3844
  %v3846 = mul i32 %v3798, 16
  %v3847 = add i32 %v3846, 8
  %v3848 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3849 = getelementptr inbounds float, float addrspace(3)* %v3848, i32 %v3847
  %v3850 = load float, float addrspace(3)* %v3849, align 4
  %v3851 = fadd float %v3753, %v3850
  %v3852 = mul i32 %v3798, 16
  %v3853 = add i32 %v3852, 9
  %v3854 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3855 = getelementptr inbounds float, float addrspace(3)* %v3854, i32 %v3853
  %v3856 = load float, float addrspace(3)* %v3855, align 4
  %v3857 = fadd float %v3759, %v3856
  %v3858 = mul i32 %v3798, 16
  %v3859 = add i32 %v3858, 10
  %v3860 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3861 = getelementptr inbounds float, float addrspace(3)* %v3860, i32 %v3859
  %v3862 = load float, float addrspace(3)* %v3861, align 4
  %v3863 = fadd float %v3765, %v3862
  %v3864 = mul i32 %v3798, 16
  %v3865 = add i32 %v3864, 11
  %v3866 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3867 = getelementptr inbounds float, float addrspace(3)* %v3866, i32 %v3865
  %v3868 = load float, float addrspace(3)* %v3867, align 4
  %v3869 = fadd float %v3771, %v3868
  %v3870 = mul i32 %v3798, 16
  %v3871 = add i32 %v3870, 12
  %v3872 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3873 = getelementptr inbounds float, float addrspace(3)* %v3872, i32 %v3871
  %v3874 = load float, float addrspace(3)* %v3873, align 4
  %v3875 = fadd float %v3777, %v3874
  %v3876 = mul i32 %v3798, 16
  %v3877 = add i32 %v3876, 13
  %v3878 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3879 = getelementptr inbounds float, float addrspace(3)* %v3878, i32 %v3877
  %v3880 = load float, float addrspace(3)* %v3879, align 4
  %v3881 = fadd float %v3783, %v3880
  %v3882 = mul i32 %v3798, 16
  %v3883 = add i32 %v3882, 14
  %v3884 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3885 = getelementptr inbounds float, float addrspace(3)* %v3884, i32 %v3883
  %v3886 = load float, float addrspace(3)* %v3885, align 4
  %v3887 = fadd float %v3789, %v3886
  %v3888 = mul i32 %v3798, 16
  %v3889 = add i32 %v3888, 15
  %v3890 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v3891 = getelementptr inbounds float, float addrspace(3)* %v3890, i32 %v3889
  %v3892 = load float, float addrspace(3)* %v3891, align 4
  %v3893 = fadd float %v3795, %v3892
  %v3894 = fdiv float %v2630, %v3803
  %v3895 = fdiv float %v2631, %v3803
  %v3896 = fdiv float %v2632, %v3803
  %v3897 = fdiv float %v2633, %v3803
  %v3898 = fdiv float %v2634, %v3809
  %v3899 = fdiv float %v2635, %v3809
  %v3900 = fdiv float %v2636, %v3809
  %v3901 = fdiv float %v2637, %v3809
  %v3902 = fdiv float %v2638, %v3815
  %v3903 = fdiv float %v2639, %v3815
  %v3904 = fdiv float %v2640, %v3815
  %v3905 = fdiv float %v2641, %v3815
  %v3906 = fdiv float %v2642, %v3821
  %v3907 = fdiv float %v2643, %v3821
  %v3908 = fdiv float %v2644, %v3821
  %v3909 = fdiv float %v2645, %v3821
  %v3910 = fdiv float %v2646, %v3827
  %v3911 = fdiv float %v2647, %v3827
  %v3912 = fdiv float %v2648, %v3827
  %v3913 = fdiv float %v2649, %v3827
  %v3914 = fdiv float %v2650, %v3833
  %v3915 = fdiv float %v2651, %v3833
  %v3916 = fdiv float %v2652, %v3833
  %v3917 = fdiv float %v2653, %v3833
  %v3918 = fdiv float %v2654, %v3839
  %v3919 = fdiv float %v2655, %v3839
  %v3920 = fdiv float %v2656, %v3839
  %v3921 = fdiv float %v2657, %v3839
  %v3922 = fdiv float %v2658, %v3845
  %v3923 = fdiv float %v2659, %v3845
  %v3924 = fdiv float %v2660, %v3845
  %v3925 = fdiv float %v2661, %v3845
  %v3926 = fdiv float %v2662, %v3851
  %v3927 = fdiv float %v2663, %v3851
  %v3928 = fdiv float %v2664, %v3851
  %v3929 = fdiv float %v2665, %v3851
  %v3930 = fdiv float %v2666, %v3857
  %v3931 = fdiv float %v2667, %v3857
  %v3932 = fdiv float %v2668, %v3857
  %v3933 = fdiv float %v2669, %v3857
  %v3934 = fdiv float %v2670, %v3863
  %v3935 = fdiv float %v2671, %v3863
  %v3936 = fdiv float %v2672, %v3863
  %v3937 = fdiv float %v2673, %v3863
  %v3938 = fdiv float %v2674, %v3869
  %v3939 = fdiv float %v2675, %v3869
  %v3940 = fdiv float %v2676, %v3869
  %v3941 = fdiv float %v2677, %v3869
  %v3942 = fdiv float %v2678, %v3875
  %v3943 = fdiv float %v2679, %v3875
  %v3944 = fdiv float %v2680, %v3875
  %v3945 = fdiv float %v2681, %v3875
  %v3946 = fdiv float %v2682, %v3881
  %v3947 = fdiv float %v2683, %v3881
  %v3948 = fdiv float %v2684, %v3881
  %v3949 = fdiv float %v2685, %v3881
  %v3950 = fdiv float %v2686, %v3887
  %v3951 = fdiv float %v2687, %v3887
  %v3952 = fdiv float %v2688, %v3887
  %v3953 = fdiv float %v2689, %v3887
  %v3954 = fdiv float %v2690, %v3893
  %v3955 = fdiv float %v2691, %v3893
  %v3956 = fdiv float %v2692, %v3893
  %v3957 = fdiv float %v2693, %v3893
  %v3958 = and i32 %v2, 1
  %v3959 = shl i32 %v3958, 2
  %v3960 = lshr i32 %v2, 1
  %v3961 = and i32 %v3960, 1
  %v3962 = shl i32 %v3961, 3
  %v3963 = or i32 %v3959, %v3962
  %v3964 = lshr i32 %v2, 2
  %v3965 = and i32 %v3964, 1
  %v3966 = shl i32 %v3965, 4
  %v3967 = or i32 %v3963, %v3966
  %v3968 = lshr i32 %v2, 3
  %v3969 = and i32 %v3968, 1
  %v3970 = shl i32 %v3969, 5
  %v3971 = or i32 %v3967, %v3970
  %v3972 = lshr i32 %v2, 4
  %v3973 = and i32 %v3972, 1
  %v3974 = shl i32 %v3973, 6
  %v3975 = or i32 %v3971, %v3974
  %v3976 = and i32 %v3, 1
  %v3977 = shl i32 %v3976, 7
  %v3978 = or i32 %v3975, %v3977
  %v3979 = lshr i32 %v3, 1
  %v3980 = and i32 %v3979, 1
  %v3981 = shl i32 %v3980, 8
  %v3982 = or i32 %v3978, %v3981
  %v3983 = lshr i32 %v3, 2
  %v3984 = and i32 %v3983, 1
  %v3985 = shl i32 %v3984, 9
  %v3986 = or i32 %v3982, %v3985
  %v3987 = lshr i32 %v3986, 10
  %v3988 = and i32 %v3987, 15
  %v3989 = and i32 %v3986, 1023
  %v3990 = sext i32 %v2694 to i64
  %v3991 = mul i64 %v3990, 16
  %v3992 = zext i32 %v3988 to i64
  %v3993 = add i64 %v3991, %v3992
  %v3994 = sext i32 %p8 to i64
  %v3995 = zext i32 %p6 to i64
  %v3996 = mul i64 %v3993, %v3994
  %v3997 = add i64 %v3991, 16
  %v3998 = icmp sle i64 %v3997, %v3995
  %v3999 = icmp sge i64 %v3990, 0
  %v4000 = and i1 %v3998, %v3999
  %v4001 = zext i32 %v3989 to i64
  %v4002 = zext i32 %p7 to i64
  %v4003 = add i64 %v3996, %v4001
  %v4004 = icmp sle i64 1024, %v4002
  %v4005 = icmp sge i64 0, 0
  %v4006 = and i1 %v4004, %v4005
  %v4007 = and i1 %v4000, %v4006
  br i1 %v4007, label %st_full132, label %st_edge133
ld4:
  %v651 = load float, float addrspace(1)* %v650, align 4
  br label %ld_next5
ld_next5:
  %v652 = phi float [ %v651, %ld4 ], [ 0xFFF0000000000000, %ld_edge2 ]
  %v653 = icmp ult i64 %v40, %v42
  %v654 = add i64 %v50, 1
  %v655 = add i64 %v48, 1
  %v656 = icmp ult i64 %v655, %v49
  %v657 = and i1 %v653, %v656
  %v658 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v654
  br i1 %v657, label %ld6, label %ld_next7
ld6:
  %v659 = load float, float addrspace(1)* %v658, align 4
  br label %ld_next7
ld_next7:
  %v660 = phi float [ %v659, %ld6 ], [ 0xFFF0000000000000, %ld_next5 ]
  %v661 = icmp ult i64 %v40, %v42
  %v662 = add i64 %v50, 2
  %v663 = add i64 %v48, 2
  %v664 = icmp ult i64 %v663, %v49
  %v665 = and i1 %v661, %v664
  %v666 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v662
  br i1 %v665, label %ld8, label %ld_next9
ld8:
  %v667 = load float, float addrspace(1)* %v666, align 4
  br label %ld_next9
ld_next9:
  %v668 = phi float [ %v667, %ld8 ], [ 0xFFF0000000000000, %ld_next7 ]
  %v669 = icmp ult i64 %v40, %v42
  %v670 = add i64 %v50, 3
  %v671 = add i64 %v48, 3
  %v672 = icmp ult i64 %v671, %v49
  %v673 = and i1 %v669, %v672
  %v674 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v670
  br i1 %v673, label %ld10, label %ld_next11
ld10:
  %v675 = load float, float addrspace(1)* %v674, align 4
  br label %ld_next11
ld_next11:
  %v676 = phi float [ %v675, %ld10 ], [ 0xFFF0000000000000, %ld_next9 ]
  %v677 = add i64 %v50, %v41
  %v678 = add i64 %v40, 1
  %v679 = icmp ult i64 %v678, %v42
  %v680 = icmp ult i64 %v48, %v49
  %v681 = and i1 %v679, %v680
  %v682 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v677
  br i1 %v681, label %ld12, label %ld_next13
ld12:
  %v683 = load float, float addrspace(1)* %v682, align 4
  br label %ld_next13
ld_next13:
  %v684 = phi float [ %v683, %ld12 ], [ 0xFFF0000000000000, %ld_next11 ]
  %v685 = add i64 %v50, %v41
  %v686 = add i64 %v40, 1
  %v687 = icmp ult i64 %v686, %v42
  %v688 = add i64 %v685, 1
  %v689 = add i64 %v48, 1
  %v690 = icmp ult i64 %v689, %v49
  %v691 = and i1 %v687, %v690
  %v692 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v688
  br i1 %v691, label %ld14, label %ld_next15
ld14:
  %v693 = load float, float addrspace(1)* %v692, align 4
  br label %ld_next15
ld_next15:
  %v694 = phi float [ %v693, %ld14 ], [ 0xFFF0000000000000, %ld_next13 ]
  %v695 = add i64 %v50, %v41
  %v696 = add i64 %v40, 1
  %v697 = icmp ult i64 %v696, %v42
  %v698 = add i64 %v695, 2
  %v699 = add i64 %v48, 2
  %v700 = icmp ult i64 %v699, %v49
  %v701 = and i1 %v697, %v700
  %v702 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v698
  br i1 %v701, label %ld16, label %ld_next17
ld16:
  %v703 = load float, float addrspace(1)* %v702, align 4
  br label %ld_next17
ld_next17:
  %v704 = phi float [ %v703, %ld16 ], [ 0xFFF0000000000000, %ld_next15 ]
  %v705 = add i64 %v50, %v41
  %v706 = add i64 %v40, 1
  %v707 = icmp ult i64 %v706, %v42
  %v708 = add i64 %v705, 3
  %v709 = add i64 %v48, 3
  %v710 = icmp ult i64 %v709, %v49
  %v711 = and i1 %v707, %v710
  %v712 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v708
  br i1 %v711, label %ld18, label %ld_next19
ld18:
  %v713 = load float, float addrspace(1)* %v712, align 4
  br label %ld_next19
ld_next19:
  %v714 = phi float [ %v713, %ld18 ], [ 0xFFF0000000000000, %ld_next17 ]
  %v715 = mul i64 2, %v41
  %v716 = add i64 %v50, %v715
  %v717 = add i64 %v40, 2
  %v718 = icmp ult i64 %v717, %v42
  %v719 = icmp ult i64 %v48, %v49
  %v720 = and i1 %v718, %v719
  %v721 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v716
  br i1 %v720, label %ld20, label %ld_next21
ld20:
  %v722 = load float, float addrspace(1)* %v721, align 4
  br label %ld_next21
ld_next21:
  %v723 = phi float [ %v722, %ld20 ], [ 0xFFF0000000000000, %ld_next19 ]
  %v724 = mul i64 2, %v41
  %v725 = add i64 %v50, %v724
  %v726 = add i64 %v40, 2
  %v727 = icmp ult i64 %v726, %v42
  %v728 = add i64 %v725, 1
  %v729 = add i64 %v48, 1
  %v730 = icmp ult i64 %v729, %v49
  %v731 = and i1 %v727, %v730
  %v732 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v728
  br i1 %v731, label %ld22, label %ld_next23
ld22:
  %v733 = load float, float addrspace(1)* %v732, align 4
  br label %ld_next23
ld_next23:
  %v734 = phi float [ %v733, %ld22 ], [ 0xFFF0000000000000, %ld_next21 ]
  %v735 = mul i64 2, %v41
  %v736 = add i64 %v50, %v735
  %v737 = add i64 %v40, 2
  %v738 = icmp ult i64 %v737, %v42
  %v739 = add i64 %v736, 2
  %v740 = add i64 %v48, 2
  %v741 = icmp ult i64 %v740, %v49
  %v742 = and i1 %v738, %v741
  %v743 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v739
  br i1 %v742, label %ld24, label %ld_next25
ld24:
  %v744 = load float, float addrspace(1)* %v743, align 4
  br label %ld_next25
ld_next25:
  %v745 = phi float [ %v744, %ld24 ], [ 0xFFF0000000000000, %ld_next23 ]
  %v746 = mul i64 2, %v41
  %v747 = add i64 %v50, %v746
  %v748 = add i64 %v40, 2
  %v749 = icmp ult i64 %v748, %v42
  %v750 = add i64 %v747, 3
  %v751 = add i64 %v48, 3
  %v752 = icmp ult i64 %v751, %v49
  %v753 = and i1 %v749, %v752
  %v754 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v750
  br i1 %v753, label %ld26, label %ld_next27
ld26:
  %v755 = load float, float addrspace(1)* %v754, align 4
  br label %ld_next27
ld_next27:
  %v756 = phi float [ %v755, %ld26 ], [ 0xFFF0000000000000, %ld_next25 ]
  %v757 = mul i64 3, %v41
  %v758 = add i64 %v50, %v757
  %v759 = add i64 %v40, 3
  %v760 = icmp ult i64 %v759, %v42
  %v761 = icmp ult i64 %v48, %v49
  %v762 = and i1 %v760, %v761
  %v763 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v758
  br i1 %v762, label %ld28, label %ld_next29
ld28:
  %v764 = load float, float addrspace(1)* %v763, align 4
  br label %ld_next29
ld_next29:
  %v765 = phi float [ %v764, %ld28 ], [ 0xFFF0000000000000, %ld_next27 ]
  %v766 = mul i64 3, %v41
  %v767 = add i64 %v50, %v766
  %v768 = add i64 %v40, 3
  %v769 = icmp ult i64 %v768, %v42
  %v770 = add i64 %v767, 1
  %v771 = add i64 %v48, 1
  %v772 = icmp ult i64 %v771, %v49
  %v773 = and i1 %v769, %v772
  %v774 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v770
  br i1 %v773, label %ld30, label %ld_next31
ld30:
  %v775 = load float, float addrspace(1)* %v774, align 4
  br label %ld_next31
ld_next31:
  %v776 = phi float [ %v775, %ld30 ], [ 0xFFF0000000000000, %ld_next29 ]
  %v777 = mul i64 3, %v41
  %v778 = add i64 %v50, %v777
  %v779 = add i64 %v40, 3
  %v780 = icmp ult i64 %v779, %v42
  %v781 = add i64 %v778, 2
  %v782 = add i64 %v48, 2
  %v783 = icmp ult i64 %v782, %v49
  %v784 = and i1 %v780, %v783
  %v785 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v781
  br i1 %v784, label %ld32, label %ld_next33
ld32:
  %v786 = load float, float addrspace(1)* %v785, align 4
  br label %ld_next33
ld_next33:
  %v787 = phi float [ %v786, %ld32 ], [ 0xFFF0000000000000, %ld_next31 ]
  %v788 = mul i64 3, %v41
  %v789 = add i64 %v50, %v788
  %v790 = add i64 %v40, 3
  %v791 = icmp ult i64 %v790, %v42
  %v792 = add i64 %v789, 3
  %v793 = add i64 %v48, 3
  %v794 = icmp ult i64 %v793, %v49
  %v795 = and i1 %v791, %v794
  %v796 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v792
  br i1 %v795, label %ld34, label %ld_next35
ld34:
  %v797 = load float, float addrspace(1)* %v796, align 4
  br label %ld_next35
ld_next35:
  %v798 = phi float [ %v797, %ld34 ], [ 0xFFF0000000000000, %ld_next33 ]
  %v799 = mul i64 4, %v41
  %v800 = add i64 %v50, %v799
  %v801 = add i64 %v40, 4
  %v802 = icmp ult i64 %v801, %v42
  %v803 = icmp ult i64 %v48, %v49
  %v804 = and i1 %v802, %v803
  %v805 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v800
  br i1 %v804, label %ld36, label %ld_next37
ld36:
  %v806 = load float, float addrspace(1)* %v805, align 4
  br label %ld_next37
ld_next37:
  %v807 = phi float [ %v806, %ld36 ], [ 0xFFF0000000000000, %ld_next35 ]
  %v808 = mul i64 4, %v41
  %v809 = add i64 %v50, %v808
  %v810 = add i64 %v40, 4
  %v811 = icmp ult i64 %v810, %v42
  %v812 = add i64 %v809, 1
  %v813 = add i64 %v48, 1
  %v814 = icmp ult i64 %v813, %v49
  %v815 = and i1 %v811, %v814
  %v816 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v812
  br i1 %v815, label %ld38, label %ld_next39
ld38:
  %v817 = load float, float addrspace(1)* %v816, align 4
  br label %ld_next39
ld_next39:
  %v818 = phi float [ %v817, %ld38 ], [ 0xFFF0000000000000, %ld_next37 ]
  %v819 = mul i64 4, %v41
  %v820 = add i64 %v50, %v819
  %v821 = add i64 %v40, 4
  %v822 = icmp ult i64 %v821, %v42
  %v823 = add i64 %v820, 2
  %v824 = add i64 %v48, 2
  %v825 = icmp ult i64 %v824, %v49
  %v826 = and i1 %v822, %v825
  %v827 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v823
  br i1 %v826, label %ld40, label %ld_next41
ld40:
  %v828 = load float, float addrspace(1)* %v827, align 4
  br label %ld_next41
ld_next41:
  %v829 = phi float [ %v828, %ld40 ], [ 0xFFF0000000000000, %ld_next39 ]
  %v830 = mul i64 4, %v41
  %v831 = add i64 %v50, %v830
  %v832 = add i64 %v40, 4
  %v833 = icmp ult i64 %v832, %v42
  %v834 = add i64 %v831, 3
  %v835 = add i64 %v48, 3
  %v836 = icmp ult i64 %v835, %v49
  %v837 = and i1 %v833, %v836
  %v838 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v834
  br i1 %v837, label %ld42, label %ld_next43
ld42:
  %v839 = load float, float addrspace(1)* %v838, align 4
  br label %ld_next43
ld_next43:
  %v840 = phi float [ %v839, %ld42 ], [ 0xFFF0000000000000, %ld_next41 ]
  %v841 = mul i64 5, %v41
  %v842 = add i64 %v50, %v841
  %v843 = add i64 %v40, 5
  %v844 = icmp ult i64 %v843, %v42
  %v845 = icmp ult i64 %v48, %v49
  %v846 = and i1 %v844, %v845
  %v847 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v842
  br i1 %v846, label %ld44, label %ld_next45
ld44:
  %v848 = load float, float addrspace(1)* %v847, align 4
  br label %ld_next45
ld_next45:
  %v849 = phi float [ %v848, %ld44 ], [ 0xFFF0000000000000, %ld_next43 ]
  %v850 = mul i64 5, %v41
  %v851 = add i64 %v50, %v850
  %v852 = add i64 %v40, 5
  %v853 = icmp ult i64 %v852, %v42
  %v854 = add i64 %v851, 1
  %v855 = add i64 %v48, 1
  %v856 = icmp ult i64 %v855, %v49
  %v857 = and i1 %v853, %v856
  %v858 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v854
  br i1 %v857, label %ld46, label %ld_next47
ld46:
  %v859 = load float, float addrspace(1)* %v858, align 4
  br label %ld_next47
ld_next47:
  %v860 = phi float [ %v859, %ld46 ], [ 0xFFF0000000000000, %ld_next45 ]
  %v861 = mul i64 5, %v41
  %v862 = add i64 %v50, %v861
  %v863 = add i64 %v40, 5
  %v864 = icmp ult i64 %v863, %v42
  %v865 = add i64 %v862, 2
  %v866 = add i64 %v48, 2
  %v867 = icmp ult i64 %v866, %v49
  %v868 = and i1 %v864, %v867
  %v869 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v865
  br i1 %v868, label %ld48, label %ld_next49
ld48:
  %v870 = load float, float addrspace(1)* %v869, align 4
  br label %ld_next49
ld_next49:
  %v871 = phi float [ %v870, %ld48 ], [ 0xFFF0000000000000, %ld_next47 ]
  %v872 = mul i64 5, %v41
  %v873 = add i64 %v50, %v872
  %v874 = add i64 %v40, 5
  %v875 = icmp ult i64 %v874, %v42
  %v876 = add i64 %v873, 3
  %v877 = add i64 %v48, 3
  %v878 = icmp ult i64 %v877, %v49
  %v879 = and i1 %v875, %v878
  %v880 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v876
  br i1 %v879, label %ld50, label %ld_next51
ld50:
  %v881 = load float, float addrspace(1)* %v880, align 4
  br label %ld_next51
ld_next51:
  %v882 = phi float [ %v881, %ld50 ], [ 0xFFF0000000000000, %ld_next49 ]
  %v883 = mul i64 6, %v41
  %v884 = add i64 %v50, %v883
  %v885 = add i64 %v40, 6
  %v886 = icmp ult i64 %v885, %v42
  %v887 = icmp ult i64 %v48, %v49
  %v888 = and i1 %v886, %v887
  %v889 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v884
  br i1 %v888, label %ld52, label %ld_next53
ld52:
  %v890 = load float, float addrspace(1)* %v889, align 4
  br label %ld_next53
ld_next53:
  %v891 = phi float [ %v890, %ld52 ], [ 0xFFF0000000000000, %ld_next51 ]
  %v892 = mul i64 6, %v41
  %v893 = add i64 %v50, %v892
  %v894 = add i64 %v40, 6
  %v895 = icmp ult i64 %v894, %v42
  %v896 = add i64 %v893, 1
  %v897 = add i64 %v48, 1
  %v898 = icmp ult i64 %v897, %v49
  %v899 = and i1 %v895, %v898
  %v900 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v896
  br i1 %v899, label %ld54, label %ld_next55
ld54:
  %v901 = load float, float addrspace(1)* %v900, align 4
  br label %ld_next55
ld_next55:
  %v902 = phi float [ %v901, %ld54 ], [ 0xFFF0000000000000, %ld_next53 ]
  %v903 = mul i64 6, %v41
  %v904 = add i64 %v50, %v903
  %v905 = add i64 %v40, 6
  %v906 = icmp ult i64 %v905, %v42
  %v907 = add i64 %v904, 2
  %v908 = add i64 %v48, 2
  %v909 = icmp ult i64 %v908, %v49
  %v910 = and i1 %v906, %v909
  %v911 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v907
  br i1 %v910, label %ld56, label %ld_next57
ld56:
  %v912 = load float, float addrspace(1)* %v911, align 4
  br label %ld_next57
ld_next57:
  %v913 = phi float [ %v912, %ld56 ], [ 0xFFF0000000000000, %ld_next55 ]
  %v914 = mul i64 6, %v41
  %v915 = add i64 %v50, %v914
  %v916 = add i64 %v40, 6
  %v917 = icmp ult i64 %v916, %v42
  %v918 = add i64 %v915, 3
  %v919 = add i64 %v48, 3
  %v920 = icmp ult i64 %v919, %v49
  %v921 = and i1 %v917, %v920
  %v922 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v918
  br i1 %v921, label %ld58, label %ld_next59
ld58:
  %v923 = load float, float addrspace(1)* %v922, align 4
  br label %ld_next59
ld_next59:
  %v924 = phi float [ %v923, %ld58 ], [ 0xFFF0000000000000, %ld_next57 ]
  %v925 = mul i64 7, %v41
  %v926 = add i64 %v50, %v925
  %v927 = add i64 %v40, 7
  %v928 = icmp ult i64 %v927, %v42
  %v929 = icmp ult i64 %v48, %v49
  %v930 = and i1 %v928, %v929
  %v931 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v926
  br i1 %v930, label %ld60, label %ld_next61
ld60:
  %v932 = load float, float addrspace(1)* %v931, align 4
  br label %ld_next61
ld_next61:
  %v933 = phi float [ %v932, %ld60 ], [ 0xFFF0000000000000, %ld_next59 ]
  %v934 = mul i64 7, %v41
  %v935 = add i64 %v50, %v934
  %v936 = add i64 %v40, 7
  %v937 = icmp ult i64 %v936, %v42
  %v938 = add i64 %v935, 1
  %v939 = add i64 %v48, 1
  %v940 = icmp ult i64 %v939, %v49
  %v941 = and i1 %v937, %v940
  %v942 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v938
  br i1 %v941, label %ld62, label %ld_next63
ld62:
  %v943 = load float, float addrspace(1)* %v942, align 4
  br label %ld_next63
ld_next63:
  %v944 = phi float [ %v943, %ld62 ], [ 0xFFF0000000000000, %ld_next61 ]
  %v945 = mul i64 7, %v41
  %v946 = add i64 %v50, %v945
  %v947 = add i64 %v40, 7
  %v948 = icmp ult i64 %v947, %v42
  %v949 = add i64 %v946, 2
  %v950 = add i64 %v48, 2
  %v951 = icmp ult i64 %v950, %v49
  %v952 = and i1 %v948, %v951
  %v953 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v949
  br i1 %v952, label %ld64, label %ld_next65
ld64:
  %v954 = load float, float addrspace(1)* %v953, align 4
  br label %ld_next65
ld_next65:
  %v955 = phi float [ %v954, %ld64 ], [ 0xFFF0000000000000, %ld_next63 ]
  %v956 = mul i64 7, %v41
  %v957 = add i64 %v50, %v956
  %v958 = add i64 %v40, 7
  %v959 = icmp ult i64 %v958, %v42
  %v960 = add i64 %v957, 3
  %v961 = add i64 %v48, 3
  %v962 = icmp ult i64 %v961, %v49
  %v963 = and i1 %v959, %v962
  %v964 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v960
  br i1 %v963, label %ld66, label %ld_next67
ld66:
  %v965 = load float, float addrspace(1)* %v964, align 4
  br label %ld_next67
ld_next67:
  %v966 = phi float [ %v965, %ld66 ], [ 0xFFF0000000000000, %ld_next65 ]
  %v967 = mul i64 8, %v41
  %v968 = add i64 %v50, %v967
  %v969 = add i64 %v40, 8
  %v970 = icmp ult i64 %v969, %v42
  %v971 = icmp ult i64 %v48, %v49
  %v972 = and i1 %v970, %v971
  %v973 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v968
  br i1 %v972, label %ld68, label %ld_next69
ld68:
  %v974 = load float, float addrspace(1)* %v973, align 4
  br label %ld_next69
ld_next69:
  %v975 = phi float [ %v974, %ld68 ], [ 0xFFF0000000000000, %ld_next67 ]
  %v976 = mul i64 8, %v41
  %v977 = add i64 %v50, %v976
  %v978 = add i64 %v40, 8
  %v979 = icmp ult i64 %v978, %v42
  %v980 = add i64 %v977, 1
  %v981 = add i64 %v48, 1
  %v982 = icmp ult i64 %v981, %v49
  %v983 = and i1 %v979, %v982
  %v984 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v980
  br i1 %v983, label %ld70, label %ld_next71
ld70:
  %v985 = load float, float addrspace(1)* %v984, align 4
  br label %ld_next71
ld_next71:
  %v986 = phi float [ %v985, %ld70 ], [ 0xFFF0000000000000, %ld_next69 ]
  %v987 = mul i64 8, %v41
  %v988 = add i64 %v50, %v987
  %v989 = add i64 %v40, 8
  %v990 = icmp ult i64 %v989, %v42
  %v991 = add i64 %v988, 2
  %v992 = add i64 %v48, 2
  %v993 = icmp ult i64 %v992, %v49
  %v994 = and i1 %v990, %v993
  %v995 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v991
  br i1 %v994, label %ld72, label %ld_next73
ld72:
  %v996 = load float, float addrspace(1)* %v995, align 4
  br label %ld_next73
ld_next73:
  %v997 = phi float [ %v996, %ld72 ], [ 0xFFF0000000000000, %ld_next71 ]
  %v998 = mul i64 8, %v41
  %v999 = add i64 %v50, %v998
  %v1000 = add i64 %v40, 8
  %v1001 = icmp ult i64 %v1000, %v42
  %v1002 = add i64 %v999, 3
  %v1003 = add i64 %v48, 3
  %v1004 = icmp ult i64 %v1003, %v49
  %v1005 = and i1 %v1001, %v1004
  %v1006 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1002
  br i1 %v1005, label %ld74, label %ld_next75
ld74:
  %v1007 = load float, float addrspace(1)* %v1006, align 4
  br label %ld_next75
ld_next75:
  %v1008 = phi float [ %v1007, %ld74 ], [ 0xFFF0000000000000, %ld_next73 ]
  %v1009 = mul i64 9, %v41
  %v1010 = add i64 %v50, %v1009
  %v1011 = add i64 %v40, 9
  %v1012 = icmp ult i64 %v1011, %v42
  %v1013 = icmp ult i64 %v48, %v49
  %v1014 = and i1 %v1012, %v1013
  %v1015 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1010
  br i1 %v1014, label %ld76, label %ld_next77
ld76:
  %v1016 = load float, float addrspace(1)* %v1015, align 4
  br label %ld_next77
ld_next77:
  %v1017 = phi float [ %v1016, %ld76 ], [ 0xFFF0000000000000, %ld_next75 ]
  %v1018 = mul i64 9, %v41
  %v1019 = add i64 %v50, %v1018
  %v1020 = add i64 %v40, 9
  %v1021 = icmp ult i64 %v1020, %v42
  %v1022 = add i64 %v1019, 1
  %v1023 = add i64 %v48, 1
  %v1024 = icmp ult i64 %v1023, %v49
  %v1025 = and i1 %v1021, %v1024
  %v1026 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1022
  br i1 %v1025, label %ld78, label %ld_next79
ld78:
  %v1027 = load float, float addrspace(1)* %v1026, align 4
  br label %ld_next79
ld_next79:
  %v1028 = phi float [ %v1027, %ld78 ], [ 0xFFF0000000000000, %ld_next77 ]
  %v1029 = mul i64 9, %v41
  %v1030 = add i64 %v50, %v1029
  %v1031 = add i64 %v40, 9
  %v1032 = icmp ult i64 %v1031, %v42
  %v1033 = add i64 %v1030, 2
  %v1034 = add i64 %v48, 2
  %v1035 = icmp ult i64 %v1034, %v49
  %v1036 = and i1 %v1032, %v1035
  %v1037 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1033
  br i1 %v1036, label %ld80, label %ld_next81
ld80:
  %v1038 = load float, float addrspace(1)* %v1037, align 4
  br label %ld_next81
ld_next81:
  %v1039 = phi float [ %v1038, %ld80 ], [ 0xFFF0000000000000, %ld_next79 ]
  %v1040 = mul i64 9, %v41
  %v1041 = add i64 %v50, %v1040
  %v1042 = add i64 %v40, 9
  %v1043 = icmp ult i64 %v1042, %v42
  %v1044 = add i64 %v1041, 3
  %v1045 = add i64 %v48, 3
  %v1046 = icmp ult i64 %v1045, %v49
  %v1047 = and i1 %v1043, %v1046
  %v1048 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1044
  br i1 %v1047, label %ld82, label %ld_next83
ld82:
  %v1049 = load float, float addrspace(1)* %v1048, align 4
  br label %ld_next83
ld_next83:
  %v1050 = phi float [ %v1049, %ld82 ], [ 0xFFF0000000000000, %ld_next81 ]
  %v1051 = mul i64 10, %v41
  %v1052 = add i64 %v50, %v1051
  %v1053 = add i64 %v40, 10
  %v1054 = icmp ult i64 %v1053, %v42
  %v1055 = icmp ult i64 %v48, %v49
  %v1056 = and i1 %v1054, %v1055
  %v1057 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1052
  br i1 %v1056, label %ld84, label %ld_next85
ld84:
  %v1058 = load float, float addrspace(1)* %v1057, align 4
  br label %ld_next85
ld_next85:
  %v1059 = phi float [ %v1058, %ld84 ], [ 0xFFF0000000000000, %ld_next83 ]
  %v1060 = mul i64 10, %v41
  %v1061 = add i64 %v50, %v1060
  %v1062 = add i64 %v40, 10
  %v1063 = icmp ult i64 %v1062, %v42
  %v1064 = add i64 %v1061, 1
  %v1065 = add i64 %v48, 1
  %v1066 = icmp ult i64 %v1065, %v49
  %v1067 = and i1 %v1063, %v1066
  %v1068 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1064
  br i1 %v1067, label %ld86, label %ld_next87
ld86:
  %v1069 = load float, float addrspace(1)* %v1068, align 4
  br label %ld_next87
ld_next87:
  %v1070 = phi float [ %v1069, %ld86 ], [ 0xFFF0000000000000, %ld_next85 ]
  %v1071 = mul i64 10, %v41
  %v1072 = add i64 %v50, %v1071
  %v1073 = add i64 %v40, 10
  %v1074 = icmp ult i64 %v1073, %v42
  %v1075 = add i64 %v1072, 2
  %v1076 = add i64 %v48, 2
  %v1077 = icmp ult i64 %v1076, %v49
  %v1078 = and i1 %v1074, %v1077
  %v1079 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1075
  br i1 %v1078, label %ld88, label %ld_next89
ld88:
  %v1080 = load float, float addrspace(1)* %v1079, align 4
  br label %ld_next89
ld_next89:
  %v1081 = phi float [ %v1080, %ld88 ], [ 0xFFF0000000000000, %ld_next87 ]
  %v1082 = mul i64 10, %v41
  %v1083 = add i64 %v50, %v1082
  %v1084 = add i64 %v40, 10
  %v1085 = icmp ult i64 %v1084, %v42
  %v1086 = add i64 %v1083, 3
  %v1087 = add i64 %v48, 3
  %v1088 = icmp ult i64 %v1087, %v49
  %v1089 = and i1 %v1085, %v1088
  %v1090 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1086
  br i1 %v1089, label %ld90, label %ld_next91
ld90:
  %v1091 = load float, float addrspace(1)* %v1090, align 4
  br label %ld_next91
ld_next91:
  %v1092 = phi float [ %v1091, %ld90 ], [ 0xFFF0000000000000, %ld_next89 ]
  %v1093 = mul i64 11, %v41
  %v1094 = add i64 %v50, %v1093
  %v1095 = add i64 %v40, 11
  %v1096 = icmp ult i64 %v1095, %v42
  %v1097 = icmp ult i64 %v48, %v49
  %v1098 = and i1 %v1096, %v1097
  %v1099 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1094
  br i1 %v1098, label %ld92, label %ld_next93
ld92:
  %v1100 = load float, float addrspace(1)* %v1099, align 4
  br label %ld_next93
ld_next93:
  %v1101 = phi float [ %v1100, %ld92 ], [ 0xFFF0000000000000, %ld_next91 ]
  %v1102 = mul i64 11, %v41
  %v1103 = add i64 %v50, %v1102
  %v1104 = add i64 %v40, 11
  %v1105 = icmp ult i64 %v1104, %v42
  %v1106 = add i64 %v1103, 1
  %v1107 = add i64 %v48, 1
  %v1108 = icmp ult i64 %v1107, %v49
  %v1109 = and i1 %v1105, %v1108
  %v1110 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1106
  br i1 %v1109, label %ld94, label %ld_next95
ld94:
  %v1111 = load float, float addrspace(1)* %v1110, align 4
  br label %ld_next95
ld_next95:
  %v1112 = phi float [ %v1111, %ld94 ], [ 0xFFF0000000000000, %ld_next93 ]
  %v1113 = mul i64 11, %v41
  %v1114 = add i64 %v50, %v1113
  %v1115 = add i64 %v40, 11
  %v1116 = icmp ult i64 %v1115, %v42
  %v1117 = add i64 %v1114, 2
  %v1118 = add i64 %v48, 2
  %v1119 = icmp ult i64 %v1118, %v49
  %v1120 = and i1 %v1116, %v1119
  %v1121 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1117
  br i1 %v1120, label %ld96, label %ld_next97
ld96:
  %v1122 = load float, float addrspace(1)* %v1121, align 4
  br label %ld_next97
ld_next97:
  %v1123 = phi float [ %v1122, %ld96 ], [ 0xFFF0000000000000, %ld_next95 ]
  %v1124 = mul i64 11, %v41
  %v1125 = add i64 %v50, %v1124
  %v1126 = add i64 %v40, 11
  %v1127 = icmp ult i64 %v1126, %v42
  %v1128 = add i64 %v1125, 3
  %v1129 = add i64 %v48, 3
  %v1130 = icmp ult i64 %v1129, %v49
  %v1131 = and i1 %v1127, %v1130
  %v1132 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1128
  br i1 %v1131, label %ld98, label %ld_next99
ld98:
  %v1133 = load float, float addrspace(1)* %v1132, align 4
  br label %ld_next99
ld_next99:
  %v1134 = phi float [ %v1133, %ld98 ], [ 0xFFF0000000000000, %ld_next97 ]
  %v1135 = mul i64 12, %v41
  %v1136 = add i64 %v50, %v1135
  %v1137 = add i64 %v40, 12
  %v1138 = icmp ult i64 %v1137, %v42
  %v1139 = icmp ult i64 %v48, %v49
  %v1140 = and i1 %v1138, %v1139
  %v1141 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1136
  br i1 %v1140, label %ld100, label %ld_next101
ld100:
  %v1142 = load float, float addrspace(1)* %v1141, align 4
  br label %ld_next101
ld_next101:
  %v1143 = phi float [ %v1142, %ld100 ], [ 0xFFF0000000000000, %ld_next99 ]
  %v1144 = mul i64 12, %v41
  %v1145 = add i64 %v50, %v1144
  %v1146 = add i64 %v40, 12
  %v1147 = icmp ult i64 %v1146, %v42
  %v1148 = add i64 %v1145, 1
  %v1149 = add i64 %v48, 1
  %v1150 = icmp ult i64 %v1149, %v49
  %v1151 = and i1 %v1147, %v1150
  %v1152 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1148
  br i1 %v1151, label %ld102, label %ld_next103
ld102:
  %v1153 = load float, float addrspace(1)* %v1152, align 4
  br label %ld_next103
ld_next103:
  %v1154 = phi float [ %v1153, %ld102 ], [ 0xFFF0000000000000, %ld_next101 ]
  %v1155 = mul i64 12, %v41
  %v1156 = add i64 %v50, %v1155
  %v1157 = add i64 %v40, 12
  %v1158 = icmp ult i64 %v1157, %v42
  %v1159 = add i64 %v1156, 2
  %v1160 = add i64 %v48, 2
  %v1161 = icmp ult i64 %v1160, %v49
  %v1162 = and i1 %v1158, %v1161
  %v1163 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1159
  br i1 %v1162, label %ld104, label %ld_next105
ld104:
  %v1164 = load float, float addrspace(1)* %v1163, align 4
  br label %ld_next105
ld_next105:
  %v1165 = phi float [ %v1164, %ld104 ], [ 0xFFF0000000000000, %ld_next103 ]
  %v1166 = mul i64 12, %v41
  %v1167 = add i64 %v50, %v1166
  %v1168 = add i64 %v40, 12
  %v1169 = icmp ult i64 %v1168, %v42
  %v1170 = add i64 %v1167, 3
  %v1171 = add i64 %v48, 3
  %v1172 = icmp ult i64 %v1171, %v49
  %v1173 = and i1 %v1169, %v1172
  %v1174 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1170
  br i1 %v1173, label %ld106, label %ld_next107
ld106:
  %v1175 = load float, float addrspace(1)* %v1174, align 4
  br label %ld_next107
ld_next107:
  %v1176 = phi float [ %v1175, %ld106 ], [ 0xFFF0000000000000, %ld_next105 ]
  %v1177 = mul i64 13, %v41
  %v1178 = add i64 %v50, %v1177
  %v1179 = add i64 %v40, 13
  %v1180 = icmp ult i64 %v1179, %v42
  %v1181 = icmp ult i64 %v48, %v49
  %v1182 = and i1 %v1180, %v1181
  %v1183 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1178
  br i1 %v1182, label %ld108, label %ld_next109
ld108:
  %v1184 = load float, float addrspace(1)* %v1183, align 4
  br label %ld_next109
ld_next109:
  %v1185 = phi float [ %v1184, %ld108 ], [ 0xFFF0000000000000, %ld_next107 ]
  %v1186 = mul i64 13, %v41
  %v1187 = add i64 %v50, %v1186
  %v1188 = add i64 %v40, 13
  %v1189 = icmp ult i64 %v1188, %v42
  %v1190 = add i64 %v1187, 1
  %v1191 = add i64 %v48, 1
  %v1192 = icmp ult i64 %v1191, %v49
  %v1193 = and i1 %v1189, %v1192
  %v1194 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1190
  br i1 %v1193, label %ld110, label %ld_next111
ld110:
  %v1195 = load float, float addrspace(1)* %v1194, align 4
  br label %ld_next111
ld_next111:
  %v1196 = phi float [ %v1195, %ld110 ], [ 0xFFF0000000000000, %ld_next109 ]
  %v1197 = mul i64 13, %v41
  %v1198 = add i64 %v50, %v1197
  %v1199 = add i64 %v40, 13
  %v1200 = icmp ult i64 %v1199, %v42
  %v1201 = add i64 %v1198, 2
  %v1202 = add i64 %v48, 2
  %v1203 = icmp ult i64 %v1202, %v49
  %v1204 = and i1 %v1200, %v1203
  %v1205 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1201
  br i1 %v1204, label %ld112, label %ld_next113
ld112:
  %v1206 = load float, float addrspace(1)* %v1205, align 4
  br label %ld_next113
ld_next113:
  %v1207 = phi float [ %v1206, %ld112 ], [ 0xFFF0000000000000, %ld_next111 ]
  %v1208 = mul i64 13, %v41
  %v1209 = add i64 %v50, %v1208
  %v1210 = add i64 %v40, 13
  %v1211 = icmp ult i64 %v1210, %v42
  %v1212 = add i64 %v1209, 3
  %v1213 = add i64 %v48, 3
  %v1214 = icmp ult i64 %v1213, %v49
  %v1215 = and i1 %v1211, %v1214
  %v1216 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1212
  br i1 %v1215, label %ld114, label %ld_next115
ld114:
  %v1217 = load float, float addrspace(1)* %v1216, align 4
  br label %ld_next115
ld_next115:
  %v1218 = phi float [ %v1217, %ld114 ], [ 0xFFF0000000000000, %ld_next113 ]
  %v1219 = mul i64 14, %v41
  %v1220 = add i64 %v50, %v1219
  %v1221 = add i64 %v40, 14
  %v1222 = icmp ult i64 %v1221, %v42
  %v1223 = icmp ult i64 %v48, %v49
  %v1224 = and i1 %v1222, %v1223
  %v1225 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1220
  br i1 %v1224, label %ld116, label %ld_next117
ld116:
  %v1226 = load float, float addrspace(1)* %v1225, align 4
  br label %ld_next117
ld_next117:
  %v1227 = phi float [ %v1226, %ld116 ], [ 0xFFF0000000000000, %ld_next115 ]
  %v1228 = mul i64 14, %v41
  %v1229 = add i64 %v50, %v1228
  %v1230 = add i64 %v40, 14
  %v1231 = icmp ult i64 %v1230, %v42
  %v1232 = add i64 %v1229, 1
  %v1233 = add i64 %v48, 1
  %v1234 = icmp ult i64 %v1233, %v49
  %v1235 = and i1 %v1231, %v1234
  %v1236 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1232
  br i1 %v1235, label %ld118, label %ld_next119
ld118:
  %v1237 = load float, float addrspace(1)* %v1236, align 4
  br label %ld_next119
ld_next119:
  %v1238 = phi float [ %v1237, %ld118 ], [ 0xFFF0000000000000, %ld_next117 ]
  %v1239 = mul i64 14, %v41
  %v1240 = add i64 %v50, %v1239
  %v1241 = add i64 %v40, 14
  %v1242 = icmp ult i64 %v1241, %v42
  %v1243 = add i64 %v1240, 2
  %v1244 = add i64 %v48, 2
  %v1245 = icmp ult i64 %v1244, %v49
  %v1246 = and i1 %v1242, %v1245
  %v1247 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1243
  br i1 %v1246, label %ld120, label %ld_next121
ld120:
  %v1248 = load float, float addrspace(1)* %v1247, align 4
  br label %ld_next121
ld_next121:
  %v1249 = phi float [ %v1248, %ld120 ], [ 0xFFF0000000000000, %ld_next119 ]
  %v1250 = mul i64 14, %v41
  %v1251 = add i64 %v50, %v1250
  %v1252 = add i64 %v40, 14
  %v1253 = icmp ult i64 %v1252, %v42
  %v1254 = add i64 %v1251, 3
  %v1255 = add i64 %v48, 3
  %v1256 = icmp ult i64 %v1255, %v49
  %v1257 = and i1 %v1253, %v1256
  %v1258 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1254
  br i1 %v1257, label %ld122, label %ld_next123
ld122:
  %v1259 = load float, float addrspace(1)* %v1258, align 4
  br label %ld_next123
ld_next123:
  %v1260 = phi float [ %v1259, %ld122 ], [ 0xFFF0000000000000, %ld_next121 ]
  %v1261 = mul i64 15, %v41
  %v1262 = add i64 %v50, %v1261
  %v1263 = add i64 %v40, 15
  %v1264 = icmp ult i64 %v1263, %v42
  %v1265 = icmp ult i64 %v48, %v49
  %v1266 = and i1 %v1264, %v1265
  %v1267 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1262
  br i1 %v1266, label %ld124, label %ld_next125
ld124:
  %v1268 = load float, float addrspace(1)* %v1267, align 4
  br label %ld_next125
ld_next125:
  %v1269 = phi float [ %v1268, %ld124 ], [ 0xFFF0000000000000, %ld_next123 ]
  %v1270 = mul i64 15, %v41
  %v1271 = add i64 %v50, %v1270
  %v1272 = add i64 %v40, 15
  %v1273 = icmp ult i64 %v1272, %v42
  %v1274 = add i64 %v1271, 1
  %v1275 = add i64 %v48, 1
  %v1276 = icmp ult i64 %v1275, %v49
  %v1277 = and i1 %v1273, %v1276
  %v1278 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1274
  br i1 %v1277, label %ld126, label %ld_next127
ld126:
  %v1279 = load float, float addrspace(1)* %v1278, align 4
  br label %ld_next127
ld_next127:
  %v1280 = phi float [ %v1279, %ld126 ], [ 0xFFF0000000000000, %ld_next125 ]
  %v1281 = mul i64 15, %v41
  %v1282 = add i64 %v50, %v1281
  %v1283 = add i64 %v40, 15
  %v1284 = icmp ult i64 %v1283, %v42
  %v1285 = add i64 %v1282, 2
  %v1286 = add i64 %v48, 2
  %v1287 = icmp ult i64 %v1286, %v49
  %v1288 = and i1 %v1284, %v1287
  %v1289 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1285
  br i1 %v1288, label %ld128, label %ld_next129
ld128:
  %v1290 = load float, float addrspace(1)* %v1289, align 4
  br label %ld_next129
ld_next129:
  %v1291 = phi float [ %v1290, %ld128 ], [ 0xFFF0000000000000, %ld_next127 ]
  %v1292 = mul i64 15, %v41
  %v1293 = add i64 %v50, %v1292
  %v1294 = add i64 %v40, 15
  %v1295 = icmp ult i64 %v1294, %v42
  %v1296 = add i64 %v1293, 3
  %v1297 = add i64 %v48, 3
  %v1298 = icmp ult i64 %v1297, %v49
  %v1299 = and i1 %v1295, %v1298
  %v1300 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1296
  br i1 %v1299, label %ld130, label %ld_next131
ld130:
  %v1301 = load float, float addrspace(1)* %v1300, align 4
  br label %ld_next131
ld_next131:
  %v1302 = phi float [ %v1301, %ld130 ], [ 0xFFF0000000000000, %ld_next129 ]
  br label %ld_done3
st_full132:
  %v4008 = icmp ult i64 %v3993, %v3995
  %v4009 = icmp ult i64 %v4001, %v4002
  %v4010 = and i1 %v4008, %v4009
  %v4011 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4003
  store float %v3894, float addrspace(1)* %v4011, align 4
  %v4012 = icmp ult i64 %v3993, %v3995
  %v4013 = add i64 %v4003, 1
  %v4014 = add i64 %v4001, 1
  %v4015 = icmp ult i64 %v4014, %v4002
  %v4016 = and i1 %v4012, %v4015
  %v4017 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4013
  store float %v3895, float addrspace(1)* %v4017, align 4
  %v4018 = icmp ult i64 %v3993, %v3995
  %v4019 = add i64 %v4003, 2
  %v4020 = add i64 %v4001, 2
  %v4021 = icmp ult i64 %v4020, %v4002
  %v4022 = and i1 %v4018, %v4021
  %v4023 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4019
  store float %v3896, float addrspace(1)* %v4023, align 4
  %v4024 = icmp ult i64 %v3993, %v3995
  %v4025 = add i64 %v4003, 3
  %v4026 = add i64 %v4001, 3
  %v4027 = icmp ult i64 %v4026, %v4002
  %v4028 = and i1 %v4024, %v4027
  %v4029 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4025
  store float %v3897, float addrspace(1)* %v4029, align 4
  %v4030 = add i64 %v4003, %v3994
  %v4031 = add i64 %v3993, 1
  %v4032 = icmp ult i64 %v4031, %v3995
  %v4033 = icmp ult i64 %v4001, %v4002
  %v4034 = and i1 %v4032, %v4033
  %v4035 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4030
  store float %v3898, float addrspace(1)* %v4035, align 4
  %v4036 = add i64 %v4003, %v3994
  %v4037 = add i64 %v3993, 1
  %v4038 = icmp ult i64 %v4037, %v3995
  %v4039 = add i64 %v4036, 1
  %v4040 = add i64 %v4001, 1
  %v4041 = icmp ult i64 %v4040, %v4002
  %v4042 = and i1 %v4038, %v4041
  %v4043 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4039
  store float %v3899, float addrspace(1)* %v4043, align 4
  %v4044 = add i64 %v4003, %v3994
  %v4045 = add i64 %v3993, 1
  %v4046 = icmp ult i64 %v4045, %v3995
  %v4047 = add i64 %v4044, 2
  %v4048 = add i64 %v4001, 2
  %v4049 = icmp ult i64 %v4048, %v4002
  %v4050 = and i1 %v4046, %v4049
  %v4051 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4047
  store float %v3900, float addrspace(1)* %v4051, align 4
  %v4052 = add i64 %v4003, %v3994
  %v4053 = add i64 %v3993, 1
  %v4054 = icmp ult i64 %v4053, %v3995
  %v4055 = add i64 %v4052, 3
  %v4056 = add i64 %v4001, 3
  %v4057 = icmp ult i64 %v4056, %v4002
  %v4058 = and i1 %v4054, %v4057
  %v4059 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4055
  store float %v3901, float addrspace(1)* %v4059, align 4
  %v4060 = mul i64 2, %v3994
  %v4061 = add i64 %v4003, %v4060
  %v4062 = add i64 %v3993, 2
  %v4063 = icmp ult i64 %v4062, %v3995
  %v4064 = icmp ult i64 %v4001, %v4002
  %v4065 = and i1 %v4063, %v4064
  %v4066 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4061
  store float %v3902, float addrspace(1)* %v4066, align 4
  %v4067 = mul i64 2, %v3994
  %v4068 = add i64 %v4003, %v4067
  %v4069 = add i64 %v3993, 2
  %v4070 = icmp ult i64 %v4069, %v3995
  %v4071 = add i64 %v4068, 1
  %v4072 = add i64 %v4001, 1
  %v4073 = icmp ult i64 %v4072, %v4002
  %v4074 = and i1 %v4070, %v4073
  %v4075 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4071
  store float %v3903, float addrspace(1)* %v4075, align 4
  %v4076 = mul i64 2, %v3994
  %v4077 = add i64 %v4003, %v4076
  %v4078 = add i64 %v3993, 2
  %v4079 = icmp ult i64 %v4078, %v3995
  %v4080 = add i64 %v4077, 2
  %v4081 = add i64 %v4001, 2
  %v4082 = icmp ult i64 %v4081, %v4002
  %v4083 = and i1 %v4079, %v4082
  %v4084 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4080
  store float %v3904, float addrspace(1)* %v4084, align 4
  %v4085 = mul i64 2, %v3994
  %v4086 = add i64 %v4003, %v4085
  %v4087 = add i64 %v3993, 2
  %v4088 = icmp ult i64 %v4087, %v3995
  %v4089 = add i64 %v4086, 3
  %v4090 = add i64 %v4001, 3
  %v4091 = icmp ult i64 %v4090, %v4002
  %v4092 = and i1 %v4088, %v4091
  %v4093 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4089
  store float %v3905, float addrspace(1)* %v4093, align 4
  %v4094 = mul i64 3, %v3994
  %v4095 = add i64 %v4003, %v4094
  %v4096 = add i64 %v3993, 3
  %v4097 = icmp ult i64 %v4096, %v3995
  %v4098 = icmp ult i64 %v4001, %v4002
  %v4099 = and i1 %v4097, %v4098
  %v4100 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4095
  store float %v3906, float addrspace(1)* %v4100, align 4
  %v4101 = mul i64 3, %v3994
  %v4102 = add i64 %v4003, %v4101
  %v4103 = add i64 %v3993, 3
  %v4104 = icmp ult i64 %v4103, %v3995
  %v4105 = add i64 %v4102, 1
  %v4106 = add i64 %v4001, 1
  %v4107 = icmp ult i64 %v4106, %v4002
  %v4108 = and i1 %v4104, %v4107
  %v4109 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4105
  store float %v3907, float addrspace(1)* %v4109, align 4
  %v4110 = mul i64 3, %v3994
  %v4111 = add i64 %v4003, %v4110
  %v4112 = add i64 %v3993, 3
  %v4113 = icmp ult i64 %v4112, %v3995
  %v4114 = add i64 %v4111, 2
  %v4115 = add i64 %v4001, 2
  %v4116 = icmp ult i64 %v4115, %v4002
  %v4117 = and i1 %v4113, %v4116
  %v4118 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4114
  store float %v3908, float addrspace(1)* %v4118, align 4
  %v4119 = mul i64 3, %v3994
  %v4120 = add i64 %v4003, %v4119
  %v4121 = add i64 %v3993, 3
  %v4122 = icmp ult i64 %v4121, %v3995
  %v4123 = add i64 %v4120, 3
  %v4124 = add i64 %v4001, 3
  %v4125 = icmp ult i64 %v4124, %v4002
  %v4126 = and i1 %v4122, %v4125
  %v4127 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4123
  store float %v3909, float addrspace(1)* %v4127, align 4
  %v4128 = mul i64 4, %v3994
  %v4129 = add i64 %v4003, %v4128
  %v4130 = add i64 %v3993, 4
  %v4131 = icmp ult i64 %v4130, %v3995
  %v4132 = icmp ult i64 %v4001, %v4002
  %v4133 = and i1 %v4131, %v4132
  %v4134 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4129
  store float %v3910, float addrspace(1)* %v4134, align 4
  %v4135 = mul i64 4, %v3994
  %v4136 = add i64 %v4003, %v4135
  %v4137 = add i64 %v3993, 4
  %v4138 = icmp ult i64 %v4137, %v3995
  %v4139 = add i64 %v4136, 1
  %v4140 = add i64 %v4001, 1
  %v4141 = icmp ult i64 %v4140, %v4002
  %v4142 = and i1 %v4138, %v4141
  %v4143 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4139
  store float %v3911, float addrspace(1)* %v4143, align 4
  %v4144 = mul i64 4, %v3994
  %v4145 = add i64 %v4003, %v4144
  %v4146 = add i64 %v3993, 4
  %v4147 = icmp ult i64 %v4146, %v3995
  %v4148 = add i64 %v4145, 2
  %v4149 = add i64 %v4001, 2
  %v4150 = icmp ult i64 %v4149, %v4002
  %v4151 = and i1 %v4147, %v4150
  %v4152 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4148
  store float %v3912, float addrspace(1)* %v4152, align 4
  %v4153 = mul i64 4, %v3994
  %v4154 = add i64 %v4003, %v4153
  %v4155 = add i64 %v3993, 4
  %v4156 = icmp ult i64 %v4155, %v3995
  %v4157 = add i64 %v4154, 3
  %v4158 = add i64 %v4001, 3
  %v4159 = icmp ult i64 %v4158, %v4002
  %v4160 = and i1 %v4156, %v4159
  %v4161 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4157
  store float %v3913, float addrspace(1)* %v4161, align 4
  %v4162 = mul i64 5, %v3994
  %v4163 = add i64 %v4003, %v4162
  %v4164 = add i64 %v3993, 5
  %v4165 = icmp ult i64 %v4164, %v3995
  %v4166 = icmp ult i64 %v4001, %v4002
  %v4167 = and i1 %v4165, %v4166
  %v4168 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4163
  store float %v3914, float addrspace(1)* %v4168, align 4
  %v4169 = mul i64 5, %v3994
  %v4170 = add i64 %v4003, %v4169
  %v4171 = add i64 %v3993, 5
  %v4172 = icmp ult i64 %v4171, %v3995
  %v4173 = add i64 %v4170, 1
  %v4174 = add i64 %v4001, 1
  %v4175 = icmp ult i64 %v4174, %v4002
  %v4176 = and i1 %v4172, %v4175
  %v4177 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4173
  store float %v3915, float addrspace(1)* %v4177, align 4
  %v4178 = mul i64 5, %v3994
  %v4179 = add i64 %v4003, %v4178
  %v4180 = add i64 %v3993, 5
  %v4181 = icmp ult i64 %v4180, %v3995
  %v4182 = add i64 %v4179, 2
  %v4183 = add i64 %v4001, 2
  %v4184 = icmp ult i64 %v4183, %v4002
  %v4185 = and i1 %v4181, %v4184
  %v4186 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4182
  store float %v3916, float addrspace(1)* %v4186, align 4
  %v4187 = mul i64 5, %v3994
  %v4188 = add i64 %v4003, %v4187
  %v4189 = add i64 %v3993, 5
  %v4190 = icmp ult i64 %v4189, %v3995
  %v4191 = add i64 %v4188, 3
  %v4192 = add i64 %v4001, 3
  %v4193 = icmp ult i64 %v4192, %v4002
  %v4194 = and i1 %v4190, %v4193
  %v4195 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4191
  store float %v3917, float addrspace(1)* %v4195, align 4
  %v4196 = mul i64 6, %v3994
  %v4197 = add i64 %v4003, %v4196
  %v4198 = add i64 %v3993, 6
  %v4199 = icmp ult i64 %v4198, %v3995
  %v4200 = icmp ult i64 %v4001, %v4002
  %v4201 = and i1 %v4199, %v4200
  %v4202 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4197
  store float %v3918, float addrspace(1)* %v4202, align 4
  %v4203 = mul i64 6, %v3994
  %v4204 = add i64 %v4003, %v4203
  %v4205 = add i64 %v3993, 6
  %v4206 = icmp ult i64 %v4205, %v3995
  %v4207 = add i64 %v4204, 1
  %v4208 = add i64 %v4001, 1
  %v4209 = icmp ult i64 %v4208, %v4002
  %v4210 = and i1 %v4206, %v4209
  %v4211 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4207
  store float %v3919, float addrspace(1)* %v4211, align 4
  %v4212 = mul i64 6, %v3994
  %v4213 = add i64 %v4003, %v4212
  %v4214 = add i64 %v3993, 6
  %v4215 = icmp ult i64 %v4214, %v3995
  %v4216 = add i64 %v4213, 2
  %v4217 = add i64 %v4001, 2
  %v4218 = icmp ult i64 %v4217, %v4002
  %v4219 = and i1 %v4215, %v4218
  %v4220 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4216
  store float %v3920, float addrspace(1)* %v4220, align 4
  %v4221 = mul i64 6, %v3994
  %v4222 = add i64 %v4003, %v4221
  %v4223 = add i64 %v3993, 6
  %v4224 = icmp ult i64 %v4223, %v3995
  %v4225 = add i64 %v4222, 3
  %v4226 = add i64 %v4001, 3
  %v4227 = icmp ult i64 %v4226, %v4002
  %v4228 = and i1 %v4224, %v4227
  %v4229 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4225
  store float %v3921, float addrspace(1)* %v4229, align 4
  %v4230 = mul i64 7, %v3994
  %v4231 = add i64 %v4003, %v4230
  %v4232 = add i64 %v3993, 7
  %v4233 = icmp ult i64 %v4232, %v3995
  %v4234 = icmp ult i64 %v4001, %v4002
  %v4235 = and i1 %v4233, %v4234
  %v4236 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4231
  store float %v3922, float addrspace(1)* %v4236, align 4
  %v4237 = mul i64 7, %v3994
  %v4238 = add i64 %v4003, %v4237
  %v4239 = add i64 %v3993, 7
  %v4240 = icmp ult i64 %v4239, %v3995
  %v4241 = add i64 %v4238, 1
  %v4242 = add i64 %v4001, 1
  %v4243 = icmp ult i64 %v4242, %v4002
  %v4244 = and i1 %v4240, %v4243
  %v4245 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4241
  store float %v3923, float addrspace(1)* %v4245, align 4
  %v4246 = mul i64 7, %v3994
  %v4247 = add i64 %v4003, %v4246
  %v4248 = add i64 %v3993, 7
  %v4249 = icmp ult i64 %v4248, %v3995
  %v4250 = add i64 %v4247, 2
  %v4251 = add i64 %v4001, 2
  %v4252 = icmp ult i64 %v4251, %v4002
  %v4253 = and i1 %v4249, %v4252
  %v4254 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4250
  store float %v3924, float addrspace(1)* %v4254, align 4
  %v4255 = mul i64 7, %v3994
  %v4256 = add i64 %v4003, %v4255
  %v4257 = add i64 %v3993, 7
  %v4258 = icmp ult i64 %v4257, %v3995
  %v4259 = add i64 %v4256, 3
  %v4260 = add i64 %v4001, 3
  %v4261 = icmp ult i64 %v4260, %v4002
  %v4262 = and i1 %v4258, %v4261
  %v4263 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4259
  store float %v3925, float addrspace(1)* %v4263, align 4
  %v4264 = mul i64 8, %v3994
  %v4265 = add i64 %v4003, %v4264
  %v4266 = add i64 %v3993, 8
  %v4267 = icmp ult i64 %v4266, %v3995
  %v4268 = icmp ult i64 %v4001, %v4002
  %v4269 = and i1 %v4267, %v4268
  %v4270 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4265
  store float %v3926, float addrspace(1)* %v4270, align 4
  %v4271 = mul i64 8, %v3994
  %v4272 = add i64 %v4003, %v4271
  %v4273 = add i64 %v3993, 8
  %v4274 = icmp ult i64 %v4273, %v3995
  %v4275 = add i64 %v4272, 1
  %v4276 = add i64 %v4001, 1
  %v4277 = icmp ult i64 %v4276, %v4002
  %v4278 = and i1 %v4274, %v4277
  %v4279 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4275
  store float %v3927, float addrspace(1)* %v4279, align 4
  %v4280 = mul i64 8, %v3994
  %v4281 = add i64 %v4003, %v4280
  %v4282 = add i64 %v3993, 8
  %v4283 = icmp ult i64 %v4282, %v3995
  %v4284 = add i64 %v4281, 2
  %v4285 = add i64 %v4001, 2
  %v4286 = icmp ult i64 %v4285, %v4002
  %v4287 = and i1 %v4283, %v4286
  %v4288 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4284
  store float %v3928, float addrspace(1)* %v4288, align 4
  %v4289 = mul i64 8, %v3994
  %v4290 = add i64 %v4003, %v4289
  %v4291 = add i64 %v3993, 8
  %v4292 = icmp ult i64 %v4291, %v3995
  %v4293 = add i64 %v4290, 3
  %v4294 = add i64 %v4001, 3
  %v4295 = icmp ult i64 %v4294, %v4002
  %v4296 = and i1 %v4292, %v4295
  %v4297 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4293
  store float %v3929, float addrspace(1)* %v4297, align 4
  %v4298 = mul i64 9, %v3994
  %v4299 = add i64 %v4003, %v4298
  %v4300 = add i64 %v3993, 9
  %v4301 = icmp ult i64 %v4300, %v3995
  %v4302 = icmp ult i64 %v4001, %v4002
  %v4303 = and i1 %v4301, %v4302
  %v4304 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4299
  store float %v3930, float addrspace(1)* %v4304, align 4
  %v4305 = mul i64 9, %v3994
  %v4306 = add i64 %v4003, %v4305
  %v4307 = add i64 %v3993, 9
  %v4308 = icmp ult i64 %v4307, %v3995
  %v4309 = add i64 %v4306, 1
  %v4310 = add i64 %v4001, 1
  %v4311 = icmp ult i64 %v4310, %v4002
  %v4312 = and i1 %v4308, %v4311
  %v4313 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4309
  store float %v3931, float addrspace(1)* %v4313, align 4
  %v4314 = mul i64 9, %v3994
  %v4315 = add i64 %v4003, %v4314
  %v4316 = add i64 %v3993, 9
  %v4317 = icmp ult i64 %v4316, %v3995
  %v4318 = add i64 %v4315, 2
  %v4319 = add i64 %v4001, 2
  %v4320 = icmp ult i64 %v4319, %v4002
  %v4321 = and i1 %v4317, %v4320
  %v4322 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4318
  store float %v3932, float addrspace(1)* %v4322, align 4
  %v4323 = mul i64 9, %v3994
  %v4324 = add i64 %v4003, %v4323
  %v4325 = add i64 %v3993, 9
  %v4326 = icmp ult i64 %v4325, %v3995
  %v4327 = add i64 %v4324, 3
  %v4328 = add i64 %v4001, 3
  %v4329 = icmp ult i64 %v4328, %v4002
  %v4330 = and i1 %v4326, %v4329
  %v4331 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4327
  store float %v3933, float addrspace(1)* %v4331, align 4
  %v4332 = mul i64 10, %v3994
  %v4333 = add i64 %v4003, %v4332
  %v4334 = add i64 %v3993, 10
  %v4335 = icmp ult i64 %v4334, %v3995
  %v4336 = icmp ult i64 %v4001, %v4002
  %v4337 = and i1 %v4335, %v4336
  %v4338 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4333
  store float %v3934, float addrspace(1)* %v4338, align 4
  %v4339 = mul i64 10, %v3994
  %v4340 = add i64 %v4003, %v4339
  %v4341 = add i64 %v3993, 10
  %v4342 = icmp ult i64 %v4341, %v3995
  %v4343 = add i64 %v4340, 1
  %v4344 = add i64 %v4001, 1
  %v4345 = icmp ult i64 %v4344, %v4002
  %v4346 = and i1 %v4342, %v4345
  %v4347 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4343
  store float %v3935, float addrspace(1)* %v4347, align 4
  %v4348 = mul i64 10, %v3994
  %v4349 = add i64 %v4003, %v4348
  %v4350 = add i64 %v3993, 10
  %v4351 = icmp ult i64 %v4350, %v3995
  %v4352 = add i64 %v4349, 2
  %v4353 = add i64 %v4001, 2
  %v4354 = icmp ult i64 %v4353, %v4002
  %v4355 = and i1 %v4351, %v4354
  %v4356 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4352
  store float %v3936, float addrspace(1)* %v4356, align 4
  %v4357 = mul i64 10, %v3994
  %v4358 = add i64 %v4003, %v4357
  %v4359 = add i64 %v3993, 10
  %v4360 = icmp ult i64 %v4359, %v3995
  %v4361 = add i64 %v4358, 3
  %v4362 = add i64 %v4001, 3
  %v4363 = icmp ult i64 %v4362, %v4002
  %v4364 = and i1 %v4360, %v4363
  %v4365 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4361
  store float %v3937, float addrspace(1)* %v4365, align 4
  %v4366 = mul i64 11, %v3994
  %v4367 = add i64 %v4003, %v4366
  %v4368 = add i64 %v3993, 11
  %v4369 = icmp ult i64 %v4368, %v3995
  %v4370 = icmp ult i64 %v4001, %v4002
  %v4371 = and i1 %v4369, %v4370
  %v4372 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4367
  store float %v3938, float addrspace(1)* %v4372, align 4
  %v4373 = mul i64 11, %v3994
  %v4374 = add i64 %v4003, %v4373
  %v4375 = add i64 %v3993, 11
  %v4376 = icmp ult i64 %v4375, %v3995
  %v4377 = add i64 %v4374, 1
  %v4378 = add i64 %v4001, 1
  %v4379 = icmp ult i64 %v4378, %v4002
  %v4380 = and i1 %v4376, %v4379
  %v4381 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4377
  store float %v3939, float addrspace(1)* %v4381, align 4
  %v4382 = mul i64 11, %v3994
  %v4383 = add i64 %v4003, %v4382
  %v4384 = add i64 %v3993, 11
  %v4385 = icmp ult i64 %v4384, %v3995
  %v4386 = add i64 %v4383, 2
  %v4387 = add i64 %v4001, 2
  %v4388 = icmp ult i64 %v4387, %v4002
  %v4389 = and i1 %v4385, %v4388
  %v4390 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4386
  store float %v3940, float addrspace(1)* %v4390, align 4
  %v4391 = mul i64 11, %v3994
  %v4392 = add i64 %v4003, %v4391
  %v4393 = add i64 %v3993, 11
  %v4394 = icmp ult i64 %v4393, %v3995
  %v4395 = add i64 %v4392, 3
  %v4396 = add i64 %v4001, 3
  %v4397 = icmp ult i64 %v4396, %v4002
  %v4398 = and i1 %v4394, %v4397
  %v4399 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4395
  store float %v3941, float addrspace(1)* %v4399, align 4
  %v4400 = mul i64 12, %v3994
  %v4401 = add i64 %v4003, %v4400
  %v4402 = add i64 %v3993, 12
  %v4403 = icmp ult i64 %v4402, %v3995
  %v4404 = icmp ult i64 %v4001, %v4002
  %v4405 = and i1 %v4403, %v4404
  %v4406 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4401
  store float %v3942, float addrspace(1)* %v4406, align 4
  %v4407 = mul i64 12, %v3994
  %v4408 = add i64 %v4003, %v4407
  %v4409 = add i64 %v3993, 12
  %v4410 = icmp ult i64 %v4409, %v3995
  %v4411 = add i64 %v4408, 1
  %v4412 = add i64 %v4001, 1
  %v4413 = icmp ult i64 %v4412, %v4002
  %v4414 = and i1 %v4410, %v4413
  %v4415 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4411
  store float %v3943, float addrspace(1)* %v4415, align 4
  %v4416 = mul i64 12, %v3994
  %v4417 = add i64 %v4003, %v4416
  %v4418 = add i64 %v3993, 12
  %v4419 = icmp ult i64 %v4418, %v3995
  %v4420 = add i64 %v4417, 2
  %v4421 = add i64 %v4001, 2
  %v4422 = icmp ult i64 %v4421, %v4002
  %v4423 = and i1 %v4419, %v4422
  %v4424 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4420
  store float %v3944, float addrspace(1)* %v4424, align 4
  %v4425 = mul i64 12, %v3994
  %v4426 = add i64 %v4003, %v4425
  %v4427 = add i64 %v3993, 12
  %v4428 = icmp ult i64 %v4427, %v3995
  %v4429 = add i64 %v4426, 3
  %v4430 = add i64 %v4001, 3
  %v4431 = icmp ult i64 %v4430, %v4002
  %v4432 = and i1 %v4428, %v4431
  %v4433 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4429
  store float %v3945, float addrspace(1)* %v4433, align 4
  %v4434 = mul i64 13, %v3994
  %v4435 = add i64 %v4003, %v4434
  %v4436 = add i64 %v3993, 13
  %v4437 = icmp ult i64 %v4436, %v3995
  %v4438 = icmp ult i64 %v4001, %v4002
  %v4439 = and i1 %v4437, %v4438
  %v4440 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4435
  store float %v3946, float addrspace(1)* %v4440, align 4
  %v4441 = mul i64 13, %v3994
  %v4442 = add i64 %v4003, %v4441
  %v4443 = add i64 %v3993, 13
  %v4444 = icmp ult i64 %v4443, %v3995
  %v4445 = add i64 %v4442, 1
  %v4446 = add i64 %v4001, 1
  %v4447 = icmp ult i64 %v4446, %v4002
  %v4448 = and i1 %v4444, %v4447
  %v4449 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4445
  store float %v3947, float addrspace(1)* %v4449, align 4
  %v4450 = mul i64 13, %v3994
  %v4451 = add i64 %v4003, %v4450
  %v4452 = add i64 %v3993, 13
  %v4453 = icmp ult i64 %v4452, %v3995
  %v4454 = add i64 %v4451, 2
  %v4455 = add i64 %v4001, 2
  %v4456 = icmp ult i64 %v4455, %v4002
  %v4457 = and i1 %v4453, %v4456
  %v4458 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4454
  store float %v3948, float addrspace(1)* %v4458, align 4
  %v4459 = mul i64 13, %v3994
  %v4460 = add i64 %v4003, %v4459
  %v4461 = add i64 %v3993, 13
  %v4462 = icmp ult i64 %v4461, %v3995
  %v4463 = add i64 %v4460, 3
  %v4464 = add i64 %v4001, 3
  %v4465 = icmp ult i64 %v4464, %v4002
  %v4466 = and i1 %v4462, %v4465
  %v4467 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4463
  store float %v3949, float addrspace(1)* %v4467, align 4
  %v4468 = mul i64 14, %v3994
  %v4469 = add i64 %v4003, %v4468
  %v4470 = add i64 %v3993, 14
  %v4471 = icmp ult i64 %v4470, %v3995
  %v4472 = icmp ult i64 %v4001, %v4002
  %v4473 = and i1 %v4471, %v4472
  %v4474 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4469
  store float %v3950, float addrspace(1)* %v4474, align 4
  %v4475 = mul i64 14, %v3994
  %v4476 = add i64 %v4003, %v4475
  %v4477 = add i64 %v3993, 14
  %v4478 = icmp ult i64 %v4477, %v3995
  %v4479 = add i64 %v4476, 1
  %v4480 = add i64 %v4001, 1
  %v4481 = icmp ult i64 %v4480, %v4002
  %v4482 = and i1 %v4478, %v4481
  %v4483 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4479
  store float %v3951, float addrspace(1)* %v4483, align 4
  %v4484 = mul i64 14, %v3994
  %v4485 = add i64 %v4003, %v4484
  %v4486 = add i64 %v3993, 14
  %v4487 = icmp ult i64 %v4486, %v3995
  %v4488 = add i64 %v4485, 2
  %v4489 = add i64 %v4001, 2
  %v4490 = icmp ult i64 %v4489, %v4002
  %v4491 = and i1 %v4487, %v4490
  %v4492 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4488
  store float %v3952, float addrspace(1)* %v4492, align 4
  %v4493 = mul i64 14, %v3994
  %v4494 = add i64 %v4003, %v4493
  %v4495 = add i64 %v3993, 14
  %v4496 = icmp ult i64 %v4495, %v3995
  %v4497 = add i64 %v4494, 3
  %v4498 = add i64 %v4001, 3
  %v4499 = icmp ult i64 %v4498, %v4002
  %v4500 = and i1 %v4496, %v4499
  %v4501 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4497
  store float %v3953, float addrspace(1)* %v4501, align 4
  %v4502 = mul i64 15, %v3994
  %v4503 = add i64 %v4003, %v4502
  %v4504 = add i64 %v3993, 15
  %v4505 = icmp ult i64 %v4504, %v3995
  %v4506 = icmp ult i64 %v4001, %v4002
  %v4507 = and i1 %v4505, %v4506
  %v4508 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4503
  store float %v3954, float addrspace(1)* %v4508, align 4
  %v4509 = mul i64 15, %v3994
  %v4510 = add i64 %v4003, %v4509
  %v4511 = add i64 %v3993, 15
  %v4512 = icmp ult i64 %v4511, %v3995
  %v4513 = add i64 %v4510, 1
  %v4514 = add i64 %v4001, 1
  %v4515 = icmp ult i64 %v4514, %v4002
  %v4516 = and i1 %v4512, %v4515
  %v4517 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4513
  store float %v3955, float addrspace(1)* %v4517, align 4
  %v4518 = mul i64 15, %v3994
  %v4519 = add i64 %v4003, %v4518
  %v4520 = add i64 %v3993, 15
  %v4521 = icmp ult i64 %v4520, %v3995
  %v4522 = add i64 %v4519, 2
  %v4523 = add i64 %v4001, 2
  %v4524 = icmp ult i64 %v4523, %v4002
  %v4525 = and i1 %v4521, %v4524
  %v4526 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4522
  store float %v3956, float addrspace(1)* %v4526, align 4
  %v4527 = mul i64 15, %v3994
  %v4528 = add i64 %v4003, %v4527
  %v4529 = add i64 %v3993, 15
  %v4530 = icmp ult i64 %v4529, %v3995
  %v4531 = add i64 %v4528, 3
  %v4532 = add i64 %v4001, 3
  %v4533 = icmp ult i64 %v4532, %v4002
  %v4534 = and i1 %v4530, %v4533
  %v4535 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4531
  store float %v3957, float addrspace(1)* %v4535, align 4
  br label %st_done134
st_edge133:
  %v4536 = icmp ult i64 %v3993, %v3995
  %v4537 = icmp ult i64 %v4001, %v4002
  %v4538 = and i1 %v4536, %v4537
  %v4539 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4003
  br i1 %v4538, label %st135, label %join136
st_done134:
  ret void
st135:
  store float %v3894, float addrspace(1)* %v4539, align 4
  br label %join136
join136:
  %v4540 = icmp ult i64 %v3993, %v3995
  %v4541 = add i64 %v4003, 1
  %v4542 = add i64 %v4001, 1
  %v4543 = icmp ult i64 %v4542, %v4002
  %v4544 = and i1 %v4540, %v4543
  %v4545 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4541
  br i1 %v4544, label %st137, label %join138
st137:
  store float %v3895, float addrspace(1)* %v4545, align 4
  br label %join138
join138:
  %v4546 = icmp ult i64 %v3993, %v3995
  %v4547 = add i64 %v4003, 2
  %v4548 = add i64 %v4001, 2
  %v4549 = icmp ult i64 %v4548, %v4002
  %v4550 = and i1 %v4546, %v4549
  %v4551 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4547
  br i1 %v4550, label %st139, label %join140
st139:
  store float %v3896, float addrspace(1)* %v4551, align 4
  br label %join140
join140:
  %v4552 = icmp ult i64 %v3993, %v3995
  %v4553 = add i64 %v4003, 3
  %v4554 = add i64 %v4001, 3
  %v4555 = icmp ult i64 %v4554, %v4002
  %v4556 = and i1 %v4552, %v4555
  %v4557 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4553
  br i1 %v4556, label %st141, label %join142
st141:
  store float %v3897, float addrspace(1)* %v4557, align 4
  br label %join142
join142:
  %v4558 = add i64 %v4003, %v3994
  %v4559 = add i64 %v3993, 1
  %v4560 = icmp ult i64 %v4559, %v3995
  %v4561 = icmp ult i64 %v4001, %v4002
  %v4562 = and i1 %v4560, %v4561
  %v4563 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4558
  br i1 %v4562, label %st143, label %join144
st143:
  store float %v3898, float addrspace(1)* %v4563, align 4
  br label %join144
join144:
  %v4564 = add i64 %v4003, %v3994
  %v4565 = add i64 %v3993, 1
  %v4566 = icmp ult i64 %v4565, %v3995
  %v4567 = add i64 %v4564, 1
  %v4568 = add i64 %v4001, 1
  %v4569 = icmp ult i64 %v4568, %v4002
  %v4570 = and i1 %v4566, %v4569
  %v4571 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4567
  br i1 %v4570, label %st145, label %join146
st145:
  store float %v3899, float addrspace(1)* %v4571, align 4
  br label %join146
join146:
  %v4572 = add i64 %v4003, %v3994
  %v4573 = add i64 %v3993, 1
  %v4574 = icmp ult i64 %v4573, %v3995
  %v4575 = add i64 %v4572, 2
  %v4576 = add i64 %v4001, 2
  %v4577 = icmp ult i64 %v4576, %v4002
  %v4578 = and i1 %v4574, %v4577
  %v4579 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4575
  br i1 %v4578, label %st147, label %join148
st147:
  store float %v3900, float addrspace(1)* %v4579, align 4
  br label %join148
join148:
  %v4580 = add i64 %v4003, %v3994
  %v4581 = add i64 %v3993, 1
  %v4582 = icmp ult i64 %v4581, %v3995
  %v4583 = add i64 %v4580, 3
  %v4584 = add i64 %v4001, 3
  %v4585 = icmp ult i64 %v4584, %v4002
  %v4586 = and i1 %v4582, %v4585
  %v4587 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4583
  br i1 %v4586, label %st149, label %join150
st149:
  store float %v3901, float addrspace(1)* %v4587, align 4
  br label %join150
join150:
  %v4588 = mul i64 2, %v3994
  %v4589 = add i64 %v4003, %v4588
  %v4590 = add i64 %v3993, 2
  %v4591 = icmp ult i64 %v4590, %v3995
  %v4592 = icmp ult i64 %v4001, %v4002
  %v4593 = and i1 %v4591, %v4592
  %v4594 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4589
  br i1 %v4593, label %st151, label %join152
st151:
  store float %v3902, float addrspace(1)* %v4594, align 4
  br label %join152
join152:
  %v4595 = mul i64 2, %v3994
  %v4596 = add i64 %v4003, %v4595
  %v4597 = add i64 %v3993, 2
  %v4598 = icmp ult i64 %v4597, %v3995
  %v4599 = add i64 %v4596, 1
  %v4600 = add i64 %v4001, 1
  %v4601 = icmp ult i64 %v4600, %v4002
  %v4602 = and i1 %v4598, %v4601
  %v4603 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4599
  br i1 %v4602, label %st153, label %join154
st153:
  store float %v3903, float addrspace(1)* %v4603, align 4
  br label %join154
join154:
  %v4604 = mul i64 2, %v3994
  %v4605 = add i64 %v4003, %v4604
  %v4606 = add i64 %v3993, 2
  %v4607 = icmp ult i64 %v4606, %v3995
  %v4608 = add i64 %v4605, 2
  %v4609 = add i64 %v4001, 2
  %v4610 = icmp ult i64 %v4609, %v4002
  %v4611 = and i1 %v4607, %v4610
  %v4612 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4608
  br i1 %v4611, label %st155, label %join156
st155:
  store float %v3904, float addrspace(1)* %v4612, align 4
  br label %join156
join156:
  %v4613 = mul i64 2, %v3994
  %v4614 = add i64 %v4003, %v4613
  %v4615 = add i64 %v3993, 2
  %v4616 = icmp ult i64 %v4615, %v3995
  %v4617 = add i64 %v4614, 3
  %v4618 = add i64 %v4001, 3
  %v4619 = icmp ult i64 %v4618, %v4002
  %v4620 = and i1 %v4616, %v4619
  %v4621 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4617
  br i1 %v4620, label %st157, label %join158
st157:
  store float %v3905, float addrspace(1)* %v4621, align 4
  br label %join158
join158:
  %v4622 = mul i64 3, %v3994
  %v4623 = add i64 %v4003, %v4622
  %v4624 = add i64 %v3993, 3
  %v4625 = icmp ult i64 %v4624, %v3995
  %v4626 = icmp ult i64 %v4001, %v4002
  %v4627 = and i1 %v4625, %v4626
  %v4628 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4623
  br i1 %v4627, label %st159, label %join160
st159:
  store float %v3906, float addrspace(1)* %v4628, align 4
  br label %join160
join160:
  %v4629 = mul i64 3, %v3994
  %v4630 = add i64 %v4003, %v4629
  %v4631 = add i64 %v3993, 3
  %v4632 = icmp ult i64 %v4631, %v3995
  %v4633 = add i64 %v4630, 1
  %v4634 = add i64 %v4001, 1
  %v4635 = icmp ult i64 %v4634, %v4002
  %v4636 = and i1 %v4632, %v4635
  %v4637 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4633
  br i1 %v4636, label %st161, label %join162
st161:
  store float %v3907, float addrspace(1)* %v4637, align 4
  br label %join162
join162:
  %v4638 = mul i64 3, %v3994
  %v4639 = add i64 %v4003, %v4638
  %v4640 = add i64 %v3993, 3
  %v4641 = icmp ult i64 %v4640, %v3995
  %v4642 = add i64 %v4639, 2
  %v4643 = add i64 %v4001, 2
  %v4644 = icmp ult i64 %v4643, %v4002
  %v4645 = and i1 %v4641, %v4644
  %v4646 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4642
  br i1 %v4645, label %st163, label %join164
st163:
  store float %v3908, float addrspace(1)* %v4646, align 4
  br label %join164
join164:
  %v4647 = mul i64 3, %v3994
  %v4648 = add i64 %v4003, %v4647
  %v4649 = add i64 %v3993, 3
  %v4650 = icmp ult i64 %v4649, %v3995
  %v4651 = add i64 %v4648, 3
  %v4652 = add i64 %v4001, 3
  %v4653 = icmp ult i64 %v4652, %v4002
  %v4654 = and i1 %v4650, %v4653
  %v4655 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4651
  br i1 %v4654, label %st165, label %join166
st165:
  store float %v3909, float addrspace(1)* %v4655, align 4
  br label %join166
join166:
  %v4656 = mul i64 4, %v3994
  %v4657 = add i64 %v4003, %v4656
  %v4658 = add i64 %v3993, 4
  %v4659 = icmp ult i64 %v4658, %v3995
  %v4660 = icmp ult i64 %v4001, %v4002
  %v4661 = and i1 %v4659, %v4660
  %v4662 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4657
  br i1 %v4661, label %st167, label %join168
st167:
  store float %v3910, float addrspace(1)* %v4662, align 4
  br label %join168
join168:
  %v4663 = mul i64 4, %v3994
  %v4664 = add i64 %v4003, %v4663
  %v4665 = add i64 %v3993, 4
  %v4666 = icmp ult i64 %v4665, %v3995
  %v4667 = add i64 %v4664, 1
  %v4668 = add i64 %v4001, 1
  %v4669 = icmp ult i64 %v4668, %v4002
  %v4670 = and i1 %v4666, %v4669
  %v4671 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4667
  br i1 %v4670, label %st169, label %join170
st169:
  store float %v3911, float addrspace(1)* %v4671, align 4
  br label %join170
join170:
  %v4672 = mul i64 4, %v3994
  %v4673 = add i64 %v4003, %v4672
  %v4674 = add i64 %v3993, 4
  %v4675 = icmp ult i64 %v4674, %v3995
  %v4676 = add i64 %v4673, 2
  %v4677 = add i64 %v4001, 2
  %v4678 = icmp ult i64 %v4677, %v4002
  %v4679 = and i1 %v4675, %v4678
  %v4680 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4676
  br i1 %v4679, label %st171, label %join172
st171:
  store float %v3912, float addrspace(1)* %v4680, align 4
  br label %join172
join172:
  %v4681 = mul i64 4, %v3994
  %v4682 = add i64 %v4003, %v4681
  %v4683 = add i64 %v3993, 4
  %v4684 = icmp ult i64 %v4683, %v3995
  %v4685 = add i64 %v4682, 3
  %v4686 = add i64 %v4001, 3
  %v4687 = icmp ult i64 %v4686, %v4002
  %v4688 = and i1 %v4684, %v4687
  %v4689 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4685
  br i1 %v4688, label %st173, label %join174
st173:
  store float %v3913, float addrspace(1)* %v4689, align 4
  br label %join174
join174:
  %v4690 = mul i64 5, %v3994
  %v4691 = add i64 %v4003, %v4690
  %v4692 = add i64 %v3993, 5
  %v4693 = icmp ult i64 %v4692, %v3995
  %v4694 = icmp ult i64 %v4001, %v4002
  %v4695 = and i1 %v4693, %v4694
  %v4696 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4691
  br i1 %v4695, label %st175, label %join176
st175:
  store float %v3914, float addrspace(1)* %v4696, align 4
  br label %join176
join176:
  %v4697 = mul i64 5, %v3994
  %v4698 = add i64 %v4003, %v4697
  %v4699 = add i64 %v3993, 5
  %v4700 = icmp ult i64 %v4699, %v3995
  %v4701 = add i64 %v4698, 1
  %v4702 = add i64 %v4001, 1
  %v4703 = icmp ult i64 %v4702, %v4002
  %v4704 = and i1 %v4700, %v4703
  %v4705 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4701
  br i1 %v4704, label %st177, label %join178
st177:
  store float %v3915, float addrspace(1)* %v4705, align 4
  br label %join178
join178:
  %v4706 = mul i64 5, %v3994
  %v4707 = add i64 %v4003, %v4706
  %v4708 = add i64 %v3993, 5
  %v4709 = icmp ult i64 %v4708, %v3995
  %v4710 = add i64 %v4707, 2
  %v4711 = add i64 %v4001, 2
  %v4712 = icmp ult i64 %v4711, %v4002
  %v4713 = and i1 %v4709, %v4712
  %v4714 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4710
  br i1 %v4713, label %st179, label %join180
st179:
  store float %v3916, float addrspace(1)* %v4714, align 4
  br label %join180
join180:
  %v4715 = mul i64 5, %v3994
  %v4716 = add i64 %v4003, %v4715
  %v4717 = add i64 %v3993, 5
  %v4718 = icmp ult i64 %v4717, %v3995
  %v4719 = add i64 %v4716, 3
  %v4720 = add i64 %v4001, 3
  %v4721 = icmp ult i64 %v4720, %v4002
  %v4722 = and i1 %v4718, %v4721
  %v4723 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4719
  br i1 %v4722, label %st181, label %join182
st181:
  store float %v3917, float addrspace(1)* %v4723, align 4
  br label %join182
join182:
  %v4724 = mul i64 6, %v3994
  %v4725 = add i64 %v4003, %v4724
  %v4726 = add i64 %v3993, 6
  %v4727 = icmp ult i64 %v4726, %v3995
  %v4728 = icmp ult i64 %v4001, %v4002
  %v4729 = and i1 %v4727, %v4728
  %v4730 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4725
  br i1 %v4729, label %st183, label %join184
st183:
  store float %v3918, float addrspace(1)* %v4730, align 4
  br label %join184
join184:
  %v4731 = mul i64 6, %v3994
  %v4732 = add i64 %v4003, %v4731
  %v4733 = add i64 %v3993, 6
  %v4734 = icmp ult i64 %v4733, %v3995
  %v4735 = add i64 %v4732, 1
  %v4736 = add i64 %v4001, 1
  %v4737 = icmp ult i64 %v4736, %v4002
  %v4738 = and i1 %v4734, %v4737
  %v4739 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4735
  br i1 %v4738, label %st185, label %join186
st185:
  store float %v3919, float addrspace(1)* %v4739, align 4
  br label %join186
join186:
  %v4740 = mul i64 6, %v3994
  %v4741 = add i64 %v4003, %v4740
  %v4742 = add i64 %v3993, 6
  %v4743 = icmp ult i64 %v4742, %v3995
  %v4744 = add i64 %v4741, 2
  %v4745 = add i64 %v4001, 2
  %v4746 = icmp ult i64 %v4745, %v4002
  %v4747 = and i1 %v4743, %v4746
  %v4748 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4744
  br i1 %v4747, label %st187, label %join188
st187:
  store float %v3920, float addrspace(1)* %v4748, align 4
  br label %join188
join188:
  %v4749 = mul i64 6, %v3994
  %v4750 = add i64 %v4003, %v4749
  %v4751 = add i64 %v3993, 6
  %v4752 = icmp ult i64 %v4751, %v3995
  %v4753 = add i64 %v4750, 3
  %v4754 = add i64 %v4001, 3
  %v4755 = icmp ult i64 %v4754, %v4002
  %v4756 = and i1 %v4752, %v4755
  %v4757 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4753
  br i1 %v4756, label %st189, label %join190
st189:
  store float %v3921, float addrspace(1)* %v4757, align 4
  br label %join190
join190:
  %v4758 = mul i64 7, %v3994
  %v4759 = add i64 %v4003, %v4758
  %v4760 = add i64 %v3993, 7
  %v4761 = icmp ult i64 %v4760, %v3995
  %v4762 = icmp ult i64 %v4001, %v4002
  %v4763 = and i1 %v4761, %v4762
  %v4764 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4759
  br i1 %v4763, label %st191, label %join192
st191:
  store float %v3922, float addrspace(1)* %v4764, align 4
  br label %join192
join192:
  %v4765 = mul i64 7, %v3994
  %v4766 = add i64 %v4003, %v4765
  %v4767 = add i64 %v3993, 7
  %v4768 = icmp ult i64 %v4767, %v3995
  %v4769 = add i64 %v4766, 1
  %v4770 = add i64 %v4001, 1
  %v4771 = icmp ult i64 %v4770, %v4002
  %v4772 = and i1 %v4768, %v4771
  %v4773 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4769
  br i1 %v4772, label %st193, label %join194
st193:
  store float %v3923, float addrspace(1)* %v4773, align 4
  br label %join194
join194:
  %v4774 = mul i64 7, %v3994
  %v4775 = add i64 %v4003, %v4774
  %v4776 = add i64 %v3993, 7
  %v4777 = icmp ult i64 %v4776, %v3995
  %v4778 = add i64 %v4775, 2
  %v4779 = add i64 %v4001, 2
  %v4780 = icmp ult i64 %v4779, %v4002
  %v4781 = and i1 %v4777, %v4780
  %v4782 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4778
  br i1 %v4781, label %st195, label %join196
st195:
  store float %v3924, float addrspace(1)* %v4782, align 4
  br label %join196
join196:
  %v4783 = mul i64 7, %v3994
  %v4784 = add i64 %v4003, %v4783
  %v4785 = add i64 %v3993, 7
  %v4786 = icmp ult i64 %v4785, %v3995
  %v4787 = add i64 %v4784, 3
  %v4788 = add i64 %v4001, 3
  %v4789 = icmp ult i64 %v4788, %v4002
  %v4790 = and i1 %v4786, %v4789
  %v4791 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4787
  br i1 %v4790, label %st197, label %join198
st197:
  store float %v3925, float addrspace(1)* %v4791, align 4
  br label %join198
join198:
  %v4792 = mul i64 8, %v3994
  %v4793 = add i64 %v4003, %v4792
  %v4794 = add i64 %v3993, 8
  %v4795 = icmp ult i64 %v4794, %v3995
  %v4796 = icmp ult i64 %v4001, %v4002
  %v4797 = and i1 %v4795, %v4796
  %v4798 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4793
  br i1 %v4797, label %st199, label %join200
st199:
  store float %v3926, float addrspace(1)* %v4798, align 4
  br label %join200
join200:
  %v4799 = mul i64 8, %v3994
  %v4800 = add i64 %v4003, %v4799
  %v4801 = add i64 %v3993, 8
  %v4802 = icmp ult i64 %v4801, %v3995
  %v4803 = add i64 %v4800, 1
  %v4804 = add i64 %v4001, 1
  %v4805 = icmp ult i64 %v4804, %v4002
  %v4806 = and i1 %v4802, %v4805
  %v4807 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4803
  br i1 %v4806, label %st201, label %join202
st201:
  store float %v3927, float addrspace(1)* %v4807, align 4
  br label %join202
join202:
  %v4808 = mul i64 8, %v3994
  %v4809 = add i64 %v4003, %v4808
  %v4810 = add i64 %v3993, 8
  %v4811 = icmp ult i64 %v4810, %v3995
  %v4812 = add i64 %v4809, 2
  %v4813 = add i64 %v4001, 2
  %v4814 = icmp ult i64 %v4813, %v4002
  %v4815 = and i1 %v4811, %v4814
  %v4816 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4812
  br i1 %v4815, label %st203, label %join204
st203:
  store float %v3928, float addrspace(1)* %v4816, align 4
  br label %join204
join204:
  %v4817 = mul i64 8, %v3994
  %v4818 = add i64 %v4003, %v4817
  %v4819 = add i64 %v3993, 8
  %v4820 = icmp ult i64 %v4819, %v3995
  %v4821 = add i64 %v4818, 3
  %v4822 = add i64 %v4001, 3
  %v4823 = icmp ult i64 %v4822, %v4002
  %v4824 = and i1 %v4820, %v4823
  %v4825 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4821
  br i1 %v4824, label %st205, label %join206
st205:
  store float %v3929, float addrspace(1)* %v4825, align 4
  br label %join206
join206:
  %v4826 = mul i64 9, %v3994
  %v4827 = add i64 %v4003, %v4826
  %v4828 = add i64 %v3993, 9
  %v4829 = icmp ult i64 %v4828, %v3995
  %v4830 = icmp ult i64 %v4001, %v4002
  %v4831 = and i1 %v4829, %v4830
  %v4832 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4827
  br i1 %v4831, label %st207, label %join208
st207:
  store float %v3930, float addrspace(1)* %v4832, align 4
  br label %join208
join208:
  %v4833 = mul i64 9, %v3994
  %v4834 = add i64 %v4003, %v4833
  %v4835 = add i64 %v3993, 9
  %v4836 = icmp ult i64 %v4835, %v3995
  %v4837 = add i64 %v4834, 1
  %v4838 = add i64 %v4001, 1
  %v4839 = icmp ult i64 %v4838, %v4002
  %v4840 = and i1 %v4836, %v4839
  %v4841 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4837
  br i1 %v4840, label %st209, label %join210
st209:
  store float %v3931, float addrspace(1)* %v4841, align 4
  br label %join210
join210:
  %v4842 = mul i64 9, %v3994
  %v4843 = add i64 %v4003, %v4842
  %v4844 = add i64 %v3993, 9
  %v4845 = icmp ult i64 %v4844, %v3995
  %v4846 = add i64 %v4843, 2
  %v4847 = add i64 %v4001, 2
  %v4848 = icmp ult i64 %v4847, %v4002
  %v4849 = and i1 %v4845, %v4848
  %v4850 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4846
  br i1 %v4849, label %st211, label %join212
st211:
  store float %v3932, float addrspace(1)* %v4850, align 4
  br label %join212
join212:
  %v4851 = mul i64 9, %v3994
  %v4852 = add i64 %v4003, %v4851
  %v4853 = add i64 %v3993, 9
  %v4854 = icmp ult i64 %v4853, %v3995
  %v4855 = add i64 %v4852, 3
  %v4856 = add i64 %v4001, 3
  %v4857 = icmp ult i64 %v4856, %v4002
  %v4858 = and i1 %v4854, %v4857
  %v4859 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4855
  br i1 %v4858, label %st213, label %join214
st213:
  store float %v3933, float addrspace(1)* %v4859, align 4
  br label %join214
join214:
  %v4860 = mul i64 10, %v3994
  %v4861 = add i64 %v4003, %v4860
  %v4862 = add i64 %v3993, 10
  %v4863 = icmp ult i64 %v4862, %v3995
  %v4864 = icmp ult i64 %v4001, %v4002
  %v4865 = and i1 %v4863, %v4864
  %v4866 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4861
  br i1 %v4865, label %st215, label %join216
st215:
  store float %v3934, float addrspace(1)* %v4866, align 4
  br label %join216
join216:
  %v4867 = mul i64 10, %v3994
  %v4868 = add i64 %v4003, %v4867
  %v4869 = add i64 %v3993, 10
  %v4870 = icmp ult i64 %v4869, %v3995
  %v4871 = add i64 %v4868, 1
  %v4872 = add i64 %v4001, 1
  %v4873 = icmp ult i64 %v4872, %v4002
  %v4874 = and i1 %v4870, %v4873
  %v4875 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4871
  br i1 %v4874, label %st217, label %join218
st217:
  store float %v3935, float addrspace(1)* %v4875, align 4
  br label %join218
join218:
  %v4876 = mul i64 10, %v3994
  %v4877 = add i64 %v4003, %v4876
  %v4878 = add i64 %v3993, 10
  %v4879 = icmp ult i64 %v4878, %v3995
  %v4880 = add i64 %v4877, 2
  %v4881 = add i64 %v4001, 2
  %v4882 = icmp ult i64 %v4881, %v4002
  %v4883 = and i1 %v4879, %v4882
  %v4884 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4880
  br i1 %v4883, label %st219, label %join220
st219:
  store float %v3936, float addrspace(1)* %v4884, align 4
  br label %join220
join220:
  %v4885 = mul i64 10, %v3994
  %v4886 = add i64 %v4003, %v4885
  %v4887 = add i64 %v3993, 10
  %v4888 = icmp ult i64 %v4887, %v3995
  %v4889 = add i64 %v4886, 3
  %v4890 = add i64 %v4001, 3
  %v4891 = icmp ult i64 %v4890, %v4002
  %v4892 = and i1 %v4888, %v4891
  %v4893 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4889
  br i1 %v4892, label %st221, label %join222
st221:
  store float %v3937, float addrspace(1)* %v4893, align 4
  br label %join222
join222:
  %v4894 = mul i64 11, %v3994
  %v4895 = add i64 %v4003, %v4894
  %v4896 = add i64 %v3993, 11
  %v4897 = icmp ult i64 %v4896, %v3995
  %v4898 = icmp ult i64 %v4001, %v4002
  %v4899 = and i1 %v4897, %v4898
  %v4900 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4895
  br i1 %v4899, label %st223, label %join224
st223:
  store float %v3938, float addrspace(1)* %v4900, align 4
  br label %join224
join224:
  %v4901 = mul i64 11, %v3994
  %v4902 = add i64 %v4003, %v4901
  %v4903 = add i64 %v3993, 11
  %v4904 = icmp ult i64 %v4903, %v3995
  %v4905 = add i64 %v4902, 1
  %v4906 = add i64 %v4001, 1
  %v4907 = icmp ult i64 %v4906, %v4002
  %v4908 = and i1 %v4904, %v4907
  %v4909 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4905
  br i1 %v4908, label %st225, label %join226
st225:
  store float %v3939, float addrspace(1)* %v4909, align 4
  br label %join226
join226:
  %v4910 = mul i64 11, %v3994
  %v4911 = add i64 %v4003, %v4910
  %v4912 = add i64 %v3993, 11
  %v4913 = icmp ult i64 %v4912, %v3995
  %v4914 = add i64 %v4911, 2
  %v4915 = add i64 %v4001, 2
  %v4916 = icmp ult i64 %v4915, %v4002
  %v4917 = and i1 %v4913, %v4916
  %v4918 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4914
  br i1 %v4917, label %st227, label %join228
st227:
  store float %v3940, float addrspace(1)* %v4918, align 4
  br label %join228
join228:
  %v4919 = mul i64 11, %v3994
  %v4920 = add i64 %v4003, %v4919
  %v4921 = add i64 %v3993, 11
  %v4922 = icmp ult i64 %v4921, %v3995
  %v4923 = add i64 %v4920, 3
  %v4924 = add i64 %v4001, 3
  %v4925 = icmp ult i64 %v4924, %v4002
  %v4926 = and i1 %v4922, %v4925
  %v4927 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4923
  br i1 %v4926, label %st229, label %join230
st229:
  store float %v3941, float addrspace(1)* %v4927, align 4
  br label %join230
join230:
  %v4928 = mul i64 12, %v3994
  %v4929 = add i64 %v4003, %v4928
  %v4930 = add i64 %v3993, 12
  %v4931 = icmp ult i64 %v4930, %v3995
  %v4932 = icmp ult i64 %v4001, %v4002
  %v4933 = and i1 %v4931, %v4932
  %v4934 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4929
  br i1 %v4933, label %st231, label %join232
st231:
  store float %v3942, float addrspace(1)* %v4934, align 4
  br label %join232
join232:
  %v4935 = mul i64 12, %v3994
  %v4936 = add i64 %v4003, %v4935
  %v4937 = add i64 %v3993, 12
  %v4938 = icmp ult i64 %v4937, %v3995
  %v4939 = add i64 %v4936, 1
  %v4940 = add i64 %v4001, 1
  %v4941 = icmp ult i64 %v4940, %v4002
  %v4942 = and i1 %v4938, %v4941
  %v4943 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4939
  br i1 %v4942, label %st233, label %join234
st233:
  store float %v3943, float addrspace(1)* %v4943, align 4
  br label %join234
join234:
  %v4944 = mul i64 12, %v3994
  %v4945 = add i64 %v4003, %v4944
  %v4946 = add i64 %v3993, 12
  %v4947 = icmp ult i64 %v4946, %v3995
  %v4948 = add i64 %v4945, 2
  %v4949 = add i64 %v4001, 2
  %v4950 = icmp ult i64 %v4949, %v4002
  %v4951 = and i1 %v4947, %v4950
  %v4952 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4948
  br i1 %v4951, label %st235, label %join236
st235:
  store float %v3944, float addrspace(1)* %v4952, align 4
  br label %join236
join236:
  %v4953 = mul i64 12, %v3994
  %v4954 = add i64 %v4003, %v4953
  %v4955 = add i64 %v3993, 12
  %v4956 = icmp ult i64 %v4955, %v3995
  %v4957 = add i64 %v4954, 3
  %v4958 = add i64 %v4001, 3
  %v4959 = icmp ult i64 %v4958, %v4002
  %v4960 = and i1 %v4956, %v4959
  %v4961 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4957
  br i1 %v4960, label %st237, label %join238
st237:
  store float %v3945, float addrspace(1)* %v4961, align 4
  br label %join238
join238:
  %v4962 = mul i64 13, %v3994
  %v4963 = add i64 %v4003, %v4962
  %v4964 = add i64 %v3993, 13
  %v4965 = icmp ult i64 %v4964, %v3995
  %v4966 = icmp ult i64 %v4001, %v4002
  %v4967 = and i1 %v4965, %v4966
  %v4968 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4963
  br i1 %v4967, label %st239, label %join240
st239:
  store float %v3946, float addrspace(1)* %v4968, align 4
  br label %join240
join240:
  %v4969 = mul i64 13, %v3994
  %v4970 = add i64 %v4003, %v4969
  %v4971 = add i64 %v3993, 13
  %v4972 = icmp ult i64 %v4971, %v3995
  %v4973 = add i64 %v4970, 1
  %v4974 = add i64 %v4001, 1
  %v4975 = icmp ult i64 %v4974, %v4002
  %v4976 = and i1 %v4972, %v4975
  %v4977 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4973
  br i1 %v4976, label %st241, label %join242
st241:
  store float %v3947, float addrspace(1)* %v4977, align 4
  br label %join242
join242:
  %v4978 = mul i64 13, %v3994
  %v4979 = add i64 %v4003, %v4978
  %v4980 = add i64 %v3993, 13
  %v4981 = icmp ult i64 %v4980, %v3995
  %v4982 = add i64 %v4979, 2
  %v4983 = add i64 %v4001, 2
  %v4984 = icmp ult i64 %v4983, %v4002
  %v4985 = and i1 %v4981, %v4984
  %v4986 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4982
  br i1 %v4985, label %st243, label %join244
st243:
  store float %v3948, float addrspace(1)* %v4986, align 4
  br label %join244
join244:
  %v4987 = mul i64 13, %v3994
  %v4988 = add i64 %v4003, %v4987
  %v4989 = add i64 %v3993, 13
  %v4990 = icmp ult i64 %v4989, %v3995
  %v4991 = add i64 %v4988, 3
  %v4992 = add i64 %v4001, 3
  %v4993 = icmp ult i64 %v4992, %v4002
  %v4994 = and i1 %v4990, %v4993
  %v4995 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4991
  br i1 %v4994, label %st245, label %join246
st245:
  store float %v3949, float addrspace(1)* %v4995, align 4
  br label %join246
join246:
  %v4996 = mul i64 14, %v3994
  %v4997 = add i64 %v4003, %v4996
  %v4998 = add i64 %v3993, 14
  %v4999 = icmp ult i64 %v4998, %v3995
  %v5000 = icmp ult i64 %v4001, %v4002
  %v5001 = and i1 %v4999, %v5000
  %v5002 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v4997
  br i1 %v5001, label %st247, label %join248
st247:
  store float %v3950, float addrspace(1)* %v5002, align 4
  br label %join248
join248:
  %v5003 = mul i64 14, %v3994
  %v5004 = add i64 %v4003, %v5003
  %v5005 = add i64 %v3993, 14
  %v5006 = icmp ult i64 %v5005, %v3995
  %v5007 = add i64 %v5004, 1
  %v5008 = add i64 %v4001, 1
  %v5009 = icmp ult i64 %v5008, %v4002
  %v5010 = and i1 %v5006, %v5009
  %v5011 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v5007
  br i1 %v5010, label %st249, label %join250
st249:
  store float %v3951, float addrspace(1)* %v5011, align 4
  br label %join250
join250:
  %v5012 = mul i64 14, %v3994
  %v5013 = add i64 %v4003, %v5012
  %v5014 = add i64 %v3993, 14
  %v5015 = icmp ult i64 %v5014, %v3995
  %v5016 = add i64 %v5013, 2
  %v5017 = add i64 %v4001, 2
  %v5018 = icmp ult i64 %v5017, %v4002
  %v5019 = and i1 %v5015, %v5018
  %v5020 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v5016
  br i1 %v5019, label %st251, label %join252
st251:
  store float %v3952, float addrspace(1)* %v5020, align 4
  br label %join252
join252:
  %v5021 = mul i64 14, %v3994
  %v5022 = add i64 %v4003, %v5021
  %v5023 = add i64 %v3993, 14
  %v5024 = icmp ult i64 %v5023, %v3995
  %v5025 = add i64 %v5022, 3
  %v5026 = add i64 %v4001, 3
  %v5027 = icmp ult i64 %v5026, %v4002
  %v5028 = and i1 %v5024, %v5027
  %v5029 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v5025
  br i1 %v5028, label %st253, label %join254
st253:
  store float %v3953, float addrspace(1)* %v5029, align 4
  br label %join254
join254:
  %v5030 = mul i64 15, %v3994
  %v5031 = add i64 %v4003, %v5030
  %v5032 = add i64 %v3993, 15
  %v5033 = icmp ult i64 %v5032, %v3995
  %v5034 = icmp ult i64 %v4001, %v4002
  %v5035 = and i1 %v5033, %v5034
  %v5036 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v5031
  br i1 %v5035, label %st255, label %join256
st255:
  store float %v3954, float addrspace(1)* %v5036, align 4
  br label %join256
join256:
  %v5037 = mul i64 15, %v3994
  %v5038 = add i64 %v4003, %v5037
  %v5039 = add i64 %v3993, 15
  %v5040 = icmp ult i64 %v5039, %v3995
  %v5041 = add i64 %v5038, 1
  %v5042 = add i64 %v4001, 1
  %v5043 = icmp ult i64 %v5042, %v4002
  %v5044 = and i1 %v5040, %v5043
  %v5045 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v5041
  br i1 %v5044, label %st257, label %join258
st257:
  store float %v3955, float addrspace(1)* %v5045, align 4
  br label %join258
join258:
  %v5046 = mul i64 15, %v3994
  %v5047 = add i64 %v4003, %v5046
  %v5048 = add i64 %v3993, 15
  %v5049 = icmp ult i64 %v5048, %v3995
  %v5050 = add i64 %v5047, 2
  %v5051 = add i64 %v4001, 2
  %v5052 = icmp ult i64 %v5051, %v4002
  %v5053 = and i1 %v5049, %v5052
  %v5054 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v5050
  br i1 %v5053, label %st259, label %join260
st259:
  store float %v3956, float addrspace(1)* %v5054, align 4
  br label %join260
join260:
  %v5055 = mul i64 15, %v3994
  %v5056 = add i64 %v4003, %v5055
  %v5057 = add i64 %v3993, 15
  %v5058 = icmp ult i64 %v5057, %v3995
  %v5059 = add i64 %v5056, 3
  %v5060 = add i64 %v4001, 3
  %v5061 = icmp ult i64 %v5060, %v4002
  %v5062 = and i1 %v5058, %v5061
  %v5063 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v5059
  br i1 %v5062, label %st261, label %join262
st261:
  store float %v3957, float addrspace(1)* %v5063, align 4
  br label %join262
join262:
  br label %st_done134
}

declare float @__nv_expf(float)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @softmax, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @softmax, !"maxntidx", i32 256}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel softmax_online [BM=2, BN=1024, OCC=4, TMA=1, STATIC=0, W=0]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16

define void @softmax_online(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, float addrspace(1)* noalias %p5, i32 %p6, i32 %p7, i32 %p8, i32 %p9) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = icmp eq i32 1024, 0
  %v6 = select i1 %v5, i32 1, i32 1024
  %v7 = icmp eq i32 1024, -1
  %v8 = select i1 %v7, i32 1, i32 %v6
  %v9 = sdiv i32 %p2, %v8
  %v10 = sub i32 0, %v9
  %v11 = select i1 %v7, i32 %v10, i32 %v9
  %v12 = srem i32 %p2, %v8
  %v13 = select i1 %v7, i32 0, i32 %v12
  %v14 = icmp ne i32 %v13, 0
  %v15 = xor i32 %v13, 1024
  %v16 = icmp sge i32 %v15, 0
  %v17 = and i1 %v14, %v16
  %v18 = add i32 %v11, 1
  %v19 = select i1 %v17, i32 %v18, i32 %v11
  %v20 = select i1 %v5, i32 0, i32 %v19
  %v21 = and i32 %v2, 1
  %v22 = shl i32 %v21, 2
  %v23 = lshr i32 %v2, 1
  %v24 = and i32 %v23, 1
  %v25 = shl i32 %v24, 3
  %v26 = or i32 %v22, %v25
  %v27 = lshr i32 %v2, 2
  %v28 = and i32 %v27, 1
  %v29 = shl i32 %v28, 4
  %v30 = or i32 %v26, %v29
  %v31 = lshr i32 %v2, 3
  %v32 = and i32 %v31, 1
  %v33 = shl i32 %v32, 5
  %v34 = or i32 %v30, %v33
  %v35 = lshr i32 %v2, 4
  %v36 = and i32 %v35, 1
  %v37 = shl i32 %v36, 6
  %v38 = or i32 %v34, %v37
  %v39 = and i32 %v3, 1
  %v40 = shl i32 %v39, 7
  %v41 = or i32 %v38, %v40
  %v42 = lshr i32 %v3, 1
  %v43 = and i32 %v42, 1
  %v44 = shl i32 %v43, 8
  %v45 = or i32 %v41, %v44
  %v46 = lshr i32 %v45, 10
  %v47 = and i32 %v46, 1
  %v48 = and i32 %v45, 1023
  %v49 = sext i32 %v4 to i64
  %v50 = mul i64 %v49, 2
  %v51 = zext i32 %v47 to i64
  %v52 = add i64 %v50, %v51
  %v53 = sext i32 %p3 to i64
  %v54 = zext i32 %p1 to i64
  %v55 = mul i64 %v52, %v53
  %v56 = add i64 %v50, 2
  %v57 = icmp sle i64 %v56, %v54
  %v58 = icmp sge i64 %v49, 0
  %v59 = and i1 %v57, %v58
  %v60 = zext i32 %v48 to i64
  %v61 = zext i32 %p2 to i64
  %v62 = add i64 %v55, %v60
  %v63 = icmp sle i64 1024, %v61
  %v64 = icmp sge i64 0, 0
  %v65 = and i1 %v63, %v64
  %v66 = and i1 %v59, %v65
  br i1 %v66, label %ld_full1, label %ld_edge2
ld_full1:
  %v67 = icmp ult i64 %v52, %v54
  %v68 = icmp ult i64 %v60, %v61
  %v69 = and i1 %v67, %v68
  %v70 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v62
  %v71 = bitcast float addrspace(1)* %v70 to <4 x float> addrspace(1)*
  %v72 = load <4 x float>, <4 x float> addrspace(1)* %v71, align 16
  %v73 = extractelement <4 x float> %v72, i32 0
  %v74 = extractelement <4 x float> %v72, i32 1
  %v75 = extractelement <4 x float> %v72, i32 2
  %v76 = extractelement <4 x float> %v72, i32 3
  %v77 = icmp ult i64 %v52, %v54
  %v78 = add i64 %v62, 512
  %v79 = add i64 %v60, 512
  %v80 = icmp ult i64 %v79, %v61
  %v81 = and i1 %v77, %v80
  %v82 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v78
  %v83 = bitcast float addrspace(1)* %v82 to <4 x float> addrspace(1)*
  %v84 = load <4 x float>, <4 x float> addrspace(1)* %v83, align 16
  %v85 = extractelement <4 x float> %v84, i32 0
  %v86 = extractelement <4 x float> %v84, i32 1
  %v87 = extractelement <4 x float> %v84, i32 2
  %v88 = extractelement <4 x float> %v84, i32 3
  %v89 = add i64 %v62, %v53
  %v90 = add i64 %v52, 1
  %v91 = icmp ult i64 %v90, %v54
  %v92 = icmp ult i64 %v60, %v61
  %v93 = and i1 %v91, %v92
  %v94 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v89
  %v95 = bitcast float addrspace(1)* %v94 to <4 x float> addrspace(1)*
  %v96 = load <4 x float>, <4 x float> addrspace(1)* %v95, align 16
  %v97 = extractelement <4 x float> %v96, i32 0
  %v98 = extractelement <4 x float> %v96, i32 1
  %v99 = extractelement <4 x float> %v96, i32 2
  %v100 = extractelement <4 x float> %v96, i32 3
  %v101 = add i64 %v62, %v53
  %v102 = add i64 %v52, 1
  %v103 = icmp ult i64 %v102, %v54
  %v104 = add i64 %v101, 512
  %v105 = add i64 %v60, 512
  %v106 = icmp ult i64 %v105, %v61
  %v107 = and i1 %v103, %v106
  %v108 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v104
  %v109 = bitcast float addrspace(1)* %v108 to <4 x float> addrspace(1)*
  %v110 = load <4 x float>, <4 x float> addrspace(1)* %v109, align 16
  %v111 = extractelement <4 x float> %v110, i32 0
  %v112 = extractelement <4 x float> %v110, i32 1
  %v113 = extractelement <4 x float> %v110, i32 2
  %v114 = extractelement <4 x float> %v110, i32 3
  br label %ld_done3
ld_edge2:
  %v115 = icmp ult i64 %v52, %v54
  %v116 = icmp ult i64 %v60, %v61
  %v117 = and i1 %v115, %v116
  %v118 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v62
  %v119 = bitcast float addrspace(1)* %v118 to <4 x float> addrspace(1)*
  br i1 %v117, label %ld4, label %ld_next5
ld_done3:
  %v179 = phi float [ %v73, %ld_full1 ], [ %v125, %ld_next11 ]
  %v180 = phi float [ %v74, %ld_full1 ], [ %v126, %ld_next11 ]
  %v181 = phi float [ %v75, %ld_full1 ], [ %v127, %ld_next11 ]
  %v182 = phi float [ %v76, %ld_full1 ], [ %v128, %ld_next11 ]
  %v183 = phi float [ %v85, %ld_full1 ], [ %v141, %ld_next11 ]
  %v184 = phi float [ %v86, %ld_full1 ], [ %v142, %ld_next11 ]
  %v185 = phi float [ %v87, %ld_full1 ], [ %v143, %ld_next11 ]
  %v186 = phi float [ %v88, %ld_full1 ], [ %v144, %ld_next11 ]
  %v187 = phi float [ %v97, %ld_full1 ], [ %v157, %ld_next11 ]
  %v188 = phi float [ %v98, %ld_full1 ], [ %v158, %ld_next11 ]
  %v189 = phi float [ %v99, %ld_full1 ], [ %v159, %ld_next11 ]
  %v190 = phi float [ %v100, %ld_full1 ], [ %v160, %ld_next11 ]
  %v191 = phi float [ %v111, %ld_full1 ], [ %v175, %ld_next11 ]
  %v192 = phi float [ %v112, %ld_full1 ], [ %v176, %ld_next11 ]
  %v193 = phi float [ %v113, %ld_full1 ], [ %v177, %ld_next11 ]
  %v194 = phi float [ %v114, %ld_full1 ], [ %v178, %ld_next11 ]
  %v195 = fmul float %v179, 0x3FF7154760000000
  %v196 = fmul float %v180, 0x3FF7154760000000
  %v197 = fmul float %v181, 0x3FF7154760000000
  %v198 = fmul float %v182, 0x3FF7154760000000
  %v199 = fmul float %v183, 0x3FF7154760000000
  %v200 = fmul float %v184, 0x3FF7154760000000
  %v201 = fmul float %v185, 0x3FF7154760000000
  %v202 = fmul float %v186, 0x3FF7154760000000
  %v203 = fmul float %v187, 0x3FF7154760000000
  %v204 = fmul float %v188, 0x3FF7154760000000
  %v205 = fmul float %v189, 0x3FF7154760000000
  %v206 = fmul float %v190, 0x3FF7154760000000
  %v207 = fmul float %v191, 0x3FF7154760000000
  %v208 = fmul float %v192, 0x3FF7154760000000
  %v209 = fmul float %v193, 0x3FF7154760000000
  %v210 = fmul float %v194, 0x3FF7154760000000
  %v211 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v195, float %v196)
  %v212 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v203, float %v204)
  %v213 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v211, float %v197)
  %v214 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v212, float %v205)
  %v215 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v213, float %v198)
  %v216 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v214, float %v206)
  %v217 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v215, float %v199)
  %v218 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v216, float %v207)
  %v219 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v217, float %v200)
  %v220 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v218, float %v208)
  %v221 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v219, float %v201)
  %v222 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v220, float %v209)
  %v223 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v221, float %v202)
  %v224 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v222, float %v210)
  %v225 = bitcast float %v223 to i32
  %v226 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v225, i32 1, i32 31)
  %v227 = bitcast i32 %v226 to float
  %v228 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v223, float %v227)
  %v229 = bitcast float %v224 to i32
  %v230 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v229, i32 1, i32 31)
  %v231 = bitcast i32 %v230 to float
  %v232 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v224, float %v231)
  %v233 = bitcast float %v228 to i32
  %v234 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v233, i32 2, i32 31)
  %v235 = bitcast i32 %v234 to float
  %v236 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v228, float %v235)
  %v237 = bitcast float %v232 to i32
  %v238 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v237, i32 2, i32 31)
  %v239 = bitcast i32 %v238 to float
  %v240 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v232, float %v239)
  %v241 = bitcast float %v236 to i32
  %v242 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v241, i32 4, i32 31)
  %v243 = bitcast i32 %v242 to float
  %v244 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v236, float %v243)
  %v245 = bitcast float %v240 to i32
  %v246 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v245, i32 4, i32 31)
  %v247 = bitcast i32 %v246 to float
  %v248 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v240, float %v247)
  %v249 = bitcast float %v244 to i32
  %v250 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v249, i32 8, i32 31)
  %v251 = bitcast i32 %v250 to float
  %v252 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v244, float %v251)
  %v253 = bitcast float %v248 to i32
  %v254 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v253, i32 8, i32 31)
  %v255 = bitcast i32 %v254 to float
  %v256 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v248, float %v255)
  %v257 = bitcast float %v252 to i32
  %v258 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v257, i32 16, i32 31)
  %v259 = bitcast i32 %v258 to float
  %v260 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v252, float %v259)
  %v261 = bitcast float %v256 to i32
  %v262 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v261, i32 16, i32 31)
  %v263 = bitcast i32 %v262 to float
  %v264 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v256, float %v263)
  call void @llvm.nvvm.barrier0()
  %v265 = mul i32 %v1, 2
  %v266 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v267 = getelementptr inbounds float, float addrspace(3)* %v266, i32 %v265
  store float %v260, float addrspace(3)* %v267, align 4
  %v268 = mul i32 %v1, 2
  %v269 = add i32 %v268, 1
  %v270 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v271 = getelementptr inbounds float, float addrspace(3)* %v270, i32 %v269
  store float %v264, float addrspace(3)* %v271, align 4
  call void @llvm.nvvm.barrier0()
  %v272 = and i32 %v3, -4
  %v273 = shl i32 %v272, 5
  %v274 = or i32 %v273, %v2
  %v275 = mul i32 %v274, 2
  %v276 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v277 = getelementptr inbounds float, float addrspace(3)* %v276, i32 %v275
  %v278 = load float, float addrspace(3)* %v277, align 4
  %v279 = mul i32 %v274, 2
  %v280 = add i32 %v279, 1
  %v281 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v282 = getelementptr inbounds float, float addrspace(3)* %v281, i32 %v280
  %v283 = load float, float addrspace(3)* %v282, align 4
  %v284 = or i32 %v272, 1
  %v285 = shl i32 %v284, 5
  %v286 = or i32 %v285, %v2
  %v287 = mul i32 %v286, 2
  %v288 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v289 = getelementptr inbounds float, float addrspace(3)* %v288, i32 %v287
  %v290 = load float, float addrspace(3)* %v289, align 4
  %v291 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v278, float %v290)
  %v292 = mul i32 %v286, 2
  %v293 = add i32 %v292, 1
  %v294 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v295 = getelementptr inbounds float, float addrspace(3)* %v294, i32 %v293
  %v296 = load float, float addrspace(3)* %v295, align 4
  %v297 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v283, float %v296)
  %v298 = or i32 %v272, 2
  %v299 = shl i32 %v298, 5
  %v300 = or i32 %v299, %v2
  %v301 = mul i32 %v300, 2
  %v302 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v303 = getelementptr inbounds float, float addrspace(3)* %v302, i32 %v301
  %v304 = load float, float addrspace(3)* %v303, align 4
  %v305 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v291, float %v304)
  %v306 = mul i32 %v300, 2
  %v307 = add i32 %v306, 1
  %v308 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v309 = getelementptr inbounds float, float addrspace(3)* %v308, i32 %v307
  %v310 = load float, float addrspace(3)* %v309, align 4
  %v311 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v297, float %v310)
  %v312 = or i32 %v272, 3
  %v313 = shl i32 %v312, 5
  %v314 = or i32 %v313, %v2
  %v315 = mul i32 %v314, 2
  %v316 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v317 = getelementptr inbounds float, float addrspace(3)* %v316, i32 %v315
  %v318 = load float, float addrspace(3)* %v317, align 4
  %v319 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v305, float %v318)
  %v320 = mul i32 %v314, 2
  %v321 = add i32 %v320, 1
  %v322 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v323 = getelementptr inbounds float, float addrspace(3)* %v322, i32 %v321
  %v324 = load float, float addrspace(3)* %v323, align 4
  %v325 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v311, float %v324)
  %v326 = fsub float %v195, %v319
  %v327 = fsub float %v196, %v319
  %v328 = fsub float %v197, %v319
  %v329 = fsub float %v198, %v319
  %v330 = fsub float %v199, %v319
  %v331 = fsub float %v200, %v319
  %v332 = fsub float %v201, %v319
  %v333 = fsub float %v202, %v319
  %v334 = fsub float %v203, %v325
  %v335 = fsub float %v204, %v325
  %v336 = fsub float %v205, %v325
  %v337 = fsub float %v206, %v325
  %v338 = fsub float %v207, %v325
  %v339 = fsub float %v208, %v325
  %v340 = fsub float %v209, %v325
  %v341 = fsub float %v210, %v325
  %v342 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v326)
  %v343 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v327)
  %v344 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v328)
  %v345 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v329)
  %v346 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v330)
  %v347 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v331)
  %v348 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v332)
  %v349 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v333)
  %v350 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v334)
  %v351 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v335)
  %v352 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v336)
  %v353 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v337)
  %v354 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v338)
  %v355 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v339)
  %v356 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v340)
  %v357 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v341)
  %v358 = fadd float %v342, %v343
  %v359 = fadd float %v350, %v351
  %v360 = fadd float %v358, %v344
  %v361 = fadd float %v359, %v352
  %v362 = fadd float %v360, %v345
  %v363 = fadd float %v361, %v353
  %v364 = fadd float %v362, %v346
  %v365 = fadd float %v363, %v354
  %v366 = fadd float %v364, %v347
  %v367 = fadd float %v365, %v355
  %v368 = fadd float %v366, %v348
  %v369 = fadd float %v367, %v356
  %v370 = fadd float %v368, %v349
  %v371 = fadd float %v369, %v357
  %v372 = bitcast float %v370 to i32
  %v373 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v372, i32 1, i32 31)
  %v374 = bitcast i32 %v373 to float
  %v375 = fadd float %v370, %v374
  %v376 = bitcast float %v371 to i32
  %v377 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v376, i32 1, i32 31)
  %v378 = bitcast i32 %v377 to float
  %v379 = fadd float %v371, %v378
  %v380 = bitcast float %v375 to i32
  %v381 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v380, i32 2, i32 31)
  %v382 = bitcast i32 %v381 to float
  %v383 = fadd float %v375, %v382
  %v384 = bitcast float %v379 to i32
  %v385 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v384, i32 2, i32 31)
  %v386 = bitcast i32 %v385 to float
  %v387 = fadd float %v379, %v386
  %v388 = bitcast float %v383 to i32
  %v389 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v388, i32 4, i32 31)
  %v390 = bitcast i32 %v389 to float
  %v391 = fadd float %v383, %v390
  %v392 = bitcast float %v387 to i32
  %v393 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v392, i32 4, i32 31)
  %v394 = bitcast i32 %v393 to float
  %v395 = fadd float %v387, %v394
  %v396 = bitcast float %v391 to i32
  %v397 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v396, i32 8, i32 31)
  %v398 = bitcast i32 %v397 to float
  %v399 = fadd float %v391, %v398
  %v400 = bitcast float %v395 to i32
  %v401 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v400, i32 8, i32 31)
  %v402 = bitcast i32 %v401 to float
  %v403 = fadd float %v395, %v402
  %v404 = bitcast float %v399 to i32
  %v405 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v404, i32 16, i32 31)
  %v406 = bitcast i32 %v405 to float
  %v407 = fadd float %v399, %v406
  %v408 = bitcast float %v403 to i32
  %v409 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v408, i32 16, i32 31)
  %v410 = bitcast i32 %v409 to float
  %v411 = fadd float %v403, %v410
  call void @llvm.nvvm.barrier0()
  %v412 = mul i32 %v1, 2
  %v413 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v414 = getelementptr inbounds float, float addrspace(3)* %v413, i32 %v412
  store float %v407, float addrspace(3)* %v414, align 4
  %v415 = mul i32 %v1, 2
  %v416 = add i32 %v415, 1
  %v417 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v418 = getelementptr inbounds float, float addrspace(3)* %v417, i32 %v416
  store float %v411, float addrspace(3)* %v418, align 4
  call void @llvm.nvvm.barrier0()
  %v419 = and i32 %v3, -4
  %v420 = shl i32 %v419, 5
  %v421 = or i32 %v420, %v2
  %v422 = mul i32 %v421, 2
  %v423 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v424 = getelementptr inbounds float, float addrspace(3)* %v423, i32 %v422
  %v425 = load float, float addrspace(3)* %v424, align 4
  %v426 = mul i32 %v421, 2
  %v427 = add i32 %v426, 1
  %v428 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v429 = getelementptr inbounds float, float addrspace(3)* %v428, i32 %v427
  %v430 = load float, float addrspace(3)* %v429, align 4
  %v431 = or i32 %v419, 1
  %v432 = shl i32 %v431, 5
  %v433 = or i32 %v432, %v2
  %v434 = mul i32 %v433, 2
  %v435 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v436 = getelementptr inbounds float, float addrspace(3)* %v435, i32 %v434
  %v437 = load float, float addrspace(3)* %v436, align 4
  %v438 = fadd float %v425, %v437
  %v439 = mul i32 %v433, 2
  %v440 = add i32 %v439, 1
  %v441 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v442 = getelementptr inbounds float, float addrspace(3)* %v441, i32 %v440
  %v443 = load float, float addrspace(3)* %v442, align 4
  %v444 = fadd float %v430, %v443
  %v445 = or i32 %v419, 2
  %v446 = shl i32 %v445, 5
  %v447 = or i32 %v446, %v2
  %v448 = mul i32 %v447, 2
  %v449 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v450 = getelementptr inbounds float, float addrspace(3)* %v449, i32 %v448
  %v451 = load float, float addrspace(3)* %v450, align 4
  %v452 = fadd float %v438, %v451
  %v453 = mul i32 %v447, 2
  %v454 = add i32 %v453, 1
  %v455 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v456 = getelementptr inbounds float, float addrspace(3)* %v455, i32 %v454
  %v457 = load float, float addrspace(3)* %v456, align 4
  %v458 = fadd float %v444, %v457
  %v459 = or i32 %v419, 3
  %v460 = shl i32 %v459, 5
  %v461 = or i32 %v460, %v2
  %v462 = mul i32 %v461, 2
  %v463 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v464 = getelementptr inbounds float, float addrspace(3)* %v463, i32 %v462
  %v465 = load float, float addrspace(3)* %v464, align 4
  %v466 = fadd float %v452, %v465
  %v467 = mul i32 %v461, 2
  %v468 = add i32 %v467, 1
  %v469 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v470 = getelementptr inbounds float, float addrspace(3)* %v469, i32 %v468
  %v471 = load float, float addrspace(3)* %v470, align 4
  %v472 = fadd float %v458, %v471
  %v473 = sext i32 %v20 to i64
  br label %for12
ld4:
  %v120 = load <4 x float>, <4 x float> addrspace(1)* %v119, align 16
  %v121 = extractelement <4 x float> %v120, i32 0
  %v122 = extractelement <4 x float> %v120, i32 1
  %v123 = extractelement <4 x float> %v120, i32 2
  %v124 = extractelement <4 x float> %v120, i32 3
  br label %ld_next5
ld_next5:
  %v125 = phi float [ %v121, %ld4 ], [ 0xFFF0000000000000, %ld_edge2 ]
  %v126 = phi float [ %v122, %ld4 ], [ 0xFFF0000000000000, %ld_edge2 ]
  %v127 = phi float [ %v123, %ld4 ], [ 0xFFF0000000000000, %ld_edge2 ]
  %v128 = phi float [ %v124, %ld4 ], [ 0xFFF0000000000000, %ld_edge2 ]
  %v129 = icmp ult i64 %v52, %v54
  %v130 = add i64 %v62, 512
  %v131 = add i64 %v60, 512
  %v132 = icmp ult i64 %v131, %v61
  %v133 = and i1 %v129, %v132
  %v134 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v130
  %v135 = bitcast float addrspace(1)* %v134 to <4 x float> addrspace(1)*
  br i1 %v133, label %ld6, label %ld_next7
ld6:
  %v136 = load <4 x float>, <4 x float> addrspace(1)* %v135, align 16
  %v137 = extractelement <4 x float> %v136, i32 0
  %v138 = extractelement <4 x float> %v136, i32 1
  %v139 = extractelement <4 x float> %v136, i32 2
  %v140 = extractelement <4 x float> %v136, i32 3
  br label %ld_next7
ld_next7:
  %v141 = phi float [ %v137, %ld6 ], [ 0xFFF0000000000000, %ld_next5 ]
  %v142 = phi float [ %v138, %ld6 ], [ 0xFFF0000000000000, %ld_next5 ]
  %v143 = phi float [ %v139, %ld6 ], [ 0xFFF0000000000000, %ld_next5 ]
  %v144 = phi float [ %v140, %ld6 ], [ 0xFFF0000000000000, %ld_next5 ]
  %v145 = add i64 %v62, %v53
  %v146 = add i64 %v52, 1
  %v147 = icmp ult i64 %v146, %v54
  %v148 = icmp ult i64 %v60, %v61
  %v149 = and i1 %v147, %v148
  %v150 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v145
  %v151 = bitcast float addrspace(1)* %v150 to <4 x float> addrspace(1)*
  br i1 %v149, label %ld8, label %ld_next9
ld8:
  %v152 = load <4 x float>, <4 x float> addrspace(1)* %v151, align 16
  %v153 = extractelement <4 x float> %v152, i32 0
  %v154 = extractelement <4 x float> %v152, i32 1
  %v155 = extractelement <4 x float> %v152, i32 2
  %v156 = extractelement <4 x float> %v152, i32 3
  br label %ld_next9
ld_next9:
  %v157 = phi float [ %v153, %ld8 ], [ 0xFFF0000000000000, %ld_next7 ]
  %v158 = phi float [ %v154, %ld8 ], [ 0xFFF0000000000000, %ld_next7 ]
  %v159 = phi float [ %v155, %ld8 ], [ 0xFFF0000000000000, %ld_next7 ]
  %v160 = phi float [ %v156, %ld8 ], [ 0xFFF0000000000000, %ld_next7 ]
  %v161 = add i64 %v62, %v53
  %v162 = add i64 %v52, 1
  %v163 = icmp ult i64 %v162, %v54
  %v164 = add i64 %v161, 512
  %v165 = add i64 %v60, 512
  %v166 = icmp ult i64 %v165, %v61
  %v167 = and i1 %v163, %v166
  %v168 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v164
  %v169 = bitcast float addrspace(1)* %v168 to <4 x float> addrspace(1)*
  br i1 %v167, label %ld10, label %ld_next11
ld10:
  %v170 = load <4 x float>, <4 x float> addrspace(1)* %v169, align 16
  %v171 = extractelement <4 x float> %v170, i32 0
  %v172 = extractelement <4 x float> %v170, i32 1
  %v173 = extractelement <4 x float> %v170, i32 2
  %v174 = extractelement <4 x float> %v170, i32 3
  br label %ld_next11
ld_next11:
  %v175 = phi float [ %v171, %ld10 ], [ 0xFFF0000000000000, %ld_next9 ]
  %v176 = phi float [ %v172, %ld10 ], [ 0xFFF0000000000000, %ld_next9 ]
  %v177 = phi float [ %v173, %ld10 ], [ 0xFFF0000000000000, %ld_next9 ]
  %v178 = phi float [ %v174, %ld10 ], [ 0xFFF0000000000000, %ld_next9 ]
  br label %ld_done3
for12:
  %v474 = phi float [ %v466, %ld_done3 ], [ %v948, %ld_done17 ]
  %v475 = phi float [ %v472, %ld_done3 ], [ %v949, %ld_done17 ]
  %v476 = phi float [ %v319, %ld_done3 ], [ %v793, %ld_done17 ]
  %v477 = phi float [ %v325, %ld_done3 ], [ %v794, %ld_done17 ]
  %v478 = phi i64 [ 1, %ld_done3 ], [ %v950, %ld_done17 ]
  %v479 = icmp slt i64 %v478, %v473
  %v480 = icmp sgt i64 %v478, %v473
  %v481 = icmp sgt i64 1, 0
  %v482 = select i1 %v481, i1 %v479, i1 %v480
  br i1 %v482, label %body13, label %endfor14
body13:
  %v483 = trunc i64 %v478 to i32
  %v484 = and i32 %v2, 1
  %v485 = shl i32 %v484, 2
  %v486 = lshr i32 %v2, 1
  %v487 = and i32 %v486, 1
  %v488 = shl i32 %v487, 3
  %v489 = or i32 %v485, %v488
  %v490 = lshr i32 %v2, 2
  %v491 = and i32 %v490, 1
  %v492 = shl i32 %v491, 4
  %v493 = or i32 %v489, %v492
  %v494 = lshr i32 %v2, 3
  %v495 = and i32 %v494, 1
  %v496 = shl i32 %v495, 5
  %v497 = or i32 %v493, %v496
  %v498 = lshr i32 %v2, 4
  %v499 = and i32 %v498, 1
  %v500 = shl i32 %v499, 6
  %v501 = or i32 %v497, %v500
  %v502 = and i32 %v3, 1
  %v503 = shl i32 %v502, 7
  %v504 = or i32 %v501, %v503
  %v505 = lshr i32 %v3, 1
  %v506 = and i32 %v505, 1
  %v507 = shl i32 %v506, 8
  %v508 = or i32 %v504, %v507
  %v509 = lshr i32 %v508, 10
  %v510 = and i32 %v509, 1
  %v511 = and i32 %v508, 1023
  %v512 = sext i32 %v4 to i64
  %v513 = mul i64 %v512, 2
  %v514 = zext i32 %v510 to i64
  %v515 = add i64 %v513, %v514
  %v516 = sext i32 %p3 to i64
  %v517 = zext i32 %p1 to i64
  %v518 = mul i64 %v515, %v516
  %v519 = add i64 %v513, 2
  %v520 = icmp sle i64 %v519, %v517
  %v521 = icmp sge i64 %v512, 0
  %v522 = and i1 %v520, %v521
  %v523 = sext i32 %v483 to i64
  %v524 = mul i64 %v523, 1024
  %v525 = zext i32 %v511 to i64
  %v526 = add i64 %v524, %v525
  %v527 = zext i32 %p2 to i64
  %v528 = add i64 %v518, %v526
  %v529 = add i64 %v524, 1024
  %v530 = icmp sle i64 %v529, %v527
  %v531 = icmp sge i64 %v523, 0
  %v532 = and i1 %v530, %v531
  %v533 = and i1 %v522, %v532
  br i1 %v533, label %ld_full15, label %ld_edge16
endfor14:
  %v951 = fdiv float 0x3FF0000000000000, %v474
  %v952 = fdiv float 0x3FF0000000000000, %v475
  %v953 = sext i32 %v20 to i64
  br label %for26
ld_full15:
  %v534 = icmp ult i64 %v515, %v517
  %v535 = icmp ult i64 %v526, %v527
  %v536 = and i1 %v534, %v535
  %v537 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v528
  %v538 = bitcast float addrspace(1)* %v537 to <4 x float> addrspace(1)*
  %v539 = load <4 x float>, <4 x float> addrspace(1)* %v538, align 16
  %v540 = extractelement <4 x float> %v539, i32 0
  %v541 = extractelement <4 x float> %v539, i32 1
  %v542 = extractelement <4 x float> %v539, i32 2
  %v543 = extractelement <4 x float> %v539, i32 3
  %v544 = icmp ult i64 %v515, %v517
  %v545 = add i64 %v528, 512
  %v546 = add i64 %v526, 512
  %v547 = icmp ult i64 %v546, %v527
  %v548 = and i1 %v544, %v547
  %v549 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v545
  %v550 = bitcast float addrspace(1)* %v549 to <4 x float> addrspace(1)*
  %v551 = load <4 x float>, <4 x float> addrspace(1)* %v550, align 16
  %v552 = extractelement <4 x float> %v551, i32 0
  %v553 = extractelement <4 x float> %v551, i32 1
  %v554 = extractelement <4 x float> %v551, i32 2
  %v555 = extractelement <4 x float> %v551, i32 3
  %v556 = add i64 %v528, %v516
  %v557 = add i64 %v515, 1
  %v558 = icmp ult i64 %v557, %v517
  %v559 = icmp ult i64 %v526, %v527
  %v560 = and i1 %v558, %v559
  %v561 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v556
  %v562 = bitcast float addrspace(1)* %v561 to <4 x float> addrspace(1)*
  %v563 = load <4 x float>, <4 x float> addrspace(1)* %v562, align 16
  %v564 = extractelement <4 x float> %v563, i32 0
  %v565 = extractelement <4 x float> %v563, i32 1
  %v566 = extractelement <4 x float> %v563, i32 2
  %v567 = extractelement <4 x float> %v563, i32 3
  %v568 = add i64 %v528, %v516
  %v569 = add i64 %v515, 1
  %v570 = icmp ult i64 %v569, %v517
  %v571 = add i64 %v568, 512
  %v572 = add i64 %v526, 512
  %v573 = icmp ult i64 %v572, %v527
  %v574 = and i1 %v570, %v573
  %v575 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v571
  %v576 = bitcast float addrspace(1)* %v575 to <4 x float> addrspace(1)*
  %v577 = load <4 x float>, <4 x float> addrspace(1)* %v576, align 16
  %v578 = extractelement <4 x float> %v577, i32 0
  %v579 = extractelement <4 x float> %v577, i32 1
  %v580 = extractelement <4 x float> %v577, i32 2
  %v581 = extractelement <4 x float> %v577, i32 3
  br label %ld_done17
ld_edge16:
  %v582 = icmp ult i64 %v515, %v517
  %v583 = icmp ult i64 %v526, %v527
  %v584 = and i1 %v582, %v583
  %v585 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v528
  %v586 = bitcast float addrspace(1)* %v585 to <4 x float> addrspace(1)*
  br i1 %v584, label %ld18, label %ld_next19
ld_done17:
  %v646 = phi float [ %v540, %ld_full15 ], [ %v592, %ld_next25 ]
  %v647 = phi float [ %v541, %ld_full15 ], [ %v593, %ld_next25 ]
  %v648 = phi float [ %v542, %ld_full15 ], [ %v594, %ld_next25 ]
  %v649 = phi float [ %v543, %ld_full15 ], [ %v595, %ld_next25 ]
  %v650 = phi float [ %v552, %ld_full15 ], [ %v608, %ld_next25 ]
  %v651 = phi float [ %v553, %ld_full15 ], [ %v609, %ld_next25 ]
  %v652 = phi float [ %v554, %ld_full15 ], [ %v610, %ld_next25 ]
  %v653 = phi float [ %v555, %ld_full15 ], [ %v611, %ld_next25 ]
  %v654 = phi float [ %v564, %ld_full15 ], [ %v624, %ld_next25 ]
  %v655 = phi float [ %v565, %ld_full15 ], [ %v625, %ld_next25 ]
  %v656 = phi float [ %v566, %ld_full15 ], [ %v626, %ld_next25 ]
  %v657 = phi float [ %v567, %ld_full15 ], [ %v627, %ld_next25 ]
  %v658 = phi float [ %v578, %ld_full15 ], [ %v642, %ld_next25 ]
  %v659 = phi float [ %v579, %ld_full15 ], [ %v643, %ld_next25 ]
  %v660 = phi float [ %v580, %ld_full15 ], [ %v644, %ld_next25 ]
  %v661 = phi float [ %v581, %ld_full15 ], [ %v645, %ld_next25 ]
  %v662 = fmul float %v646, 0x3FF7154760000000
  %v663 = fmul float %v647, 0x3FF7154760000000
  %v664 = fmul float %v648, 0x3FF7154760000000
  %v665 = fmul float %v649, 0x3FF7154760000000
  %v666 = fmul float %v650, 0x3FF7154760000000
  %v667 = fmul float %v651, 0x3FF7154760000000
  %v668 = fmul float %v652, 0x3FF7154760000000
  %v669 = fmul float %v653, 0x3FF7154760000000
  %v670 = fmul float %v654, 0x3FF7154760000000
  %v671 = fmul float %v655, 0x3FF7154760000000
  %v672 = fmul float %v656, 0x3FF7154760000000
  %v673 = fmul float %v657, 0x3FF7154760000000
  %v674 = fmul float %v658, 0x3FF7154760000000
  %v675 = fmul float %v659, 0x3FF7154760000000
  %v676 = fmul float %v660, 0x3FF7154760000000
  %v677 = fmul float %v661, 0x3FF7154760000000
  %v678 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v662, float %v663)
  %v679 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v670, float %v671)
  %v680 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v678, float %v664)
  %v681 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v679, float %v672)
  %v682 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v680, float %v665)
  %v683 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v681, float %v673)
  %v684 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v682, float %v666)
  %v685 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v683, float %v674)
  %v686 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v684, float %v667)
  %v687 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v685, float %v675)
  %v688 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v686, float %v668)
  %v689 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v687, float %v676)
  %v690 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v688, float %v669)
  %v691 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v689, float %v677)
  %v692 = bitcast float %v690 to i32
  %v693 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v692, i32 1, i32 31)
  %v694 = bitcast i32 %v693 to float
  %v695 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v690, float %v694)
  %v696 = bitcast float %v691 to i32
  %v697 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v696, i32 1, i32 31)
  %v698 = bitcast i32 %v697 to float
  %v699 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v691, float %v698)
  %v700 = bitcast float %v695 to i32
  %v701 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v700, i32 2, i32 31)
  %v702 = bitcast i32 %v701 to float
  %v703 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v695, float %v702)
  %v704 = bitcast float %v699 to i32
  %v705 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v704, i32 2, i32 31)
  %v706 = bitcast i32 %v705 to float
  %v707 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v699, float %v706)
  %v708 = bitcast float %v703 to i32
  %v709 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v708, i32 4, i32 31)
  %v710 = bitcast i32 %v709 to float
  %v711 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v703, float %v710)
  %v712 = bitcast float %v707 to i32
  %v713 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v712, i32 4, i32 31)
  %v714 = bitcast i32 %v713 to float
  %v715 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v707, float %v714)
  %v716 = bitcast float %v711 to i32
  %v717 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v716, i32 8, i32 31)
  %v718 = bitcast i32 %v717 to float
  %v719 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v711, float %v718)
  %v720 = bitcast float %v715 to i32
  %v721 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v720, i32 8, i32 31)
  %v722 = bitcast i32 %v721 to float
  %v723 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v715, float %v722)
  %v724 = bitcast float %v719 to i32
  %v725 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v724, i32 16, i32 31)
  %v726 = bitcast i32 %v725 to float
  %v727 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v719, float %v726)
  %v728 = bitcast float %v723 to i32
  %v729 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v728, i32 16, i32 31)
  %v730 = bitcast i32 %v729 to float
  %v731 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v723, float %v730)
  call void @llvm.nvvm.barrier0()
  %v732 = mul i32 %v1, 2
  %v733 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v734 = getelementptr inbounds float, float addrspace(3)* %v733, i32 %v732
  store float %v727, float addrspace(3)* %v734, align 4
  %v735 = mul i32 %v1, 2
  %v736 = add i32 %v735, 1
  %v737 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v738 = getelementptr inbounds float, float addrspace(3)* %v737, i32 %v736
  store float %v731, float addrspace(3)* %v738, align 4
  call void @llvm.nvvm.barrier0()
  %v739 = and i32 %v3, -4
  %v740 = shl i32 %v739, 5
  %v741 = or i32 %v740, %v2
  %v742 = mul i32 %v741, 2
  %v743 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v744 = getelementptr inbounds float, float addrspace(3)* %v743, i32 %v742
  %v745 = load float, float addrspace(3)* %v744, align 4
  %v746 = mul i32 %v741, 2
  %v747 = add i32 %v746, 1
  %v748 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v749 = getelementptr inbounds float, float addrspace(3)* %v748, i32 %v747
  %v750 = load float, float addrspace(3)* %v749, align 4
  %v751 = or i32 %v739, 1
  %v752 = shl i32 %v751, 5
  %v753 = or i32 %v752, %v2
  %v754 = mul i32 %v753, 2
  %v755 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v756 = getelementptr inbounds float, float addrspace(3)* %v755, i32 %v754
  %v757 = load float, float addrspace(3)* %v756, align 4
  %v758 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v745, float %v757)
  %v759 = mul i32 %v753, 2
  %v760 = add i32 %v759, 1
  %v761 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v762 = getelementptr inbounds float, float addrspace(3)* %v761, i32 %v760
  %v763 = load float, float addrspace(3)* %v762, align 4
  %v764 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v750, float %v763)
  %v765 = or i32 %v739, 2
  %v766 = shl i32 %v765, 5
  %v767 = or i32 %v766, %v2
  %v768 = mul i32 %v767, 2
  %v769 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v770 = getelementptr inbounds float, float addrspace(3)* %v769, i32 %v768
  %v771 = load float, float addrspace(3)* %v770, align 4
  %v772 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v758, float %v771)
  %v773 = mul i32 %v767, 2
  %v774 = add i32 %v773, 1
  %v775 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v776 = getelementptr inbounds float, float addrspace(3)* %v775, i32 %v774
  %v777 = load float, float addrspace(3)* %v776, align 4
  %v778 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v764, float %v777)
  %v779 = or i32 %v739, 3
  %v780 = shl i32 %v779, 5
  %v781 = or i32 %v780, %v2
  %v782 = mul i32 %v781, 2
  %v783 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v784 = getelementptr inbounds float, float addrspace(3)* %v783, i32 %v782
  %v785 = load float, float addrspace(3)* %v784, align 4
  %v786 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v772, float %v785)
  %v787 = mul i32 %v781, 2
  %v788 = add i32 %v787, 1
  %v789 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v790 = getelementptr inbounds float, float addrspace(3)* %v789, i32 %v788
  %v791 = load float, float addrspace(3)* %v790, align 4
  %v792 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v778, float %v791)
  %v793 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v476, float %v786)
  %v794 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v477, float %v792)
  %v795 = fsub float %v476, %v793
  %v796 = fsub float %v477, %v794
  %v797 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v795)
  %v798 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v796)
  %v799 = fmul float %v474, %v797
  %v800 = fmul float %v475, %v798
  %v801 = fsub float %v662, %v793
  %v802 = fsub float %v663, %v793
  %v803 = fsub float %v664, %v793
  %v804 = fsub float %v665, %v793
  %v805 = fsub float %v666, %v793
  %v806 = fsub float %v667, %v793
  %v807 = fsub float %v668, %v793
  %v808 = fsub float %v669, %v793
  %v809 = fsub float %v670, %v794
  %v810 = fsub float %v671, %v794
  %v811 = fsub float %v672, %v794
  %v812 = fsub float %v673, %v794
  %v813 = fsub float %v674, %v794
  %v814 = fsub float %v675, %v794
  %v815 = fsub float %v676, %v794
  %v816 = fsub float %v677, %v794
  %v817 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v801)
  %v818 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v802)
  %v819 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v803)
  %v820 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v804)
  %v821 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v805)
  %v822 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v806)
  %v823 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v807)
  %v824 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v808)
  %v825 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v809)
  %v826 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v810)
  %v827 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v811)
  %v828 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v812)
  %v829 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v813)
  %v830 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v814)
  %v831 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v815)
  %v832 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v816)
  %v833 = fadd float %v817, %v818
  %v834 = fadd float %v825, %v826
  %v835 = fadd float %v833, %v819
  %v836 = fadd float %v834, %v827
  %v837 = fadd float %v835, %v820
  %v838 = fadd float %v836, %v828
  %v839 = fadd float %v837, %v821
  %v840 = fadd float %v838, %v829
  %v841 = fadd float %v839, %v822
  %v842 = fadd float %v840, %v830
  %v843 = fadd float %v841, %v823
  %v844 = fadd float %v842, %v831
  %v845 = fadd float %v843, %v824
  %v846 = fadd float %v844, %v832
  %v847 = bitcast float %v845 to i32
  %v848 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v847, i32 1, i32 31)
  %v849 = bitcast i32 %v848 to float
  %v850 = fadd float %v845, %v849
  %v851 = bitcast float %v846 to i32
  %v852 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v851, i32 1, i32 31)
  %v853 = bitcast i32 %v852 to float
  %v854 = fadd float %v846, %v853
  %v855 = bitcast float %v850 to i32
  %v856 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v855, i32 2, i32 31)
  %v857 = bitcast i32 %v856 to float
  %v858 = fadd float %v850, %v857
  %v859 = bitcast float %v854 to i32
  %v860 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v859, i32 2, i32 31)
  %v861 = bitcast i32 %v860 to float
  %v862 = fadd float %v854, %v861
  %v863 = bitcast float %v858 to i32
  %v864 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v863, i32 4, i32 31)
  %v865 = bitcast i32 %v864 to float
  %v866 = fadd float %v858, %v865
  %v867 = bitcast float %v862 to i32
  %v868 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v867, i32 4, i32 31)
  %v869 = bitcast i32 %v868 to float
  %v870 = fadd float %v862, %v869
  %v871 = bitcast float %v866 to i32
  %v872 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v871, i32 8, i32 31)
  %v873 = bitcast i32 %v872 to float
  %v874 = fadd float %v866, %v873
  %v875 = bitcast float %v870 to i32
  %v876 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v875, i32 8, i32 31)
  %v877 = bitcast i32 %v876 to float
  %v878 = fadd float %v870, %v877
  %v879 = bitcast float %v874 to i32
  %v880 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v879, i32 16, i32 31)
  %v881 = bitcast i32 %v880 to float
  %v882 = fadd float %v874, %v881
  %v883 = bitcast float %v878 to i32
  %v884 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v883, i32 16, i32 31)
  %v885 = bitcast i32 %v884 to float
  %v886 = fadd float %v878, %v885
  call void @llvm.nvvm.barrier0()
  %v887 = mul i32 %v1, 2
  %v888 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v889 = getelementptr inbounds float, float addrspace(3)* %v888, i32 %v887
  store float %v882, float addrspace(3)* %v889, align 4
  %v890 = mul i32 %v1, 2
  %v891 = add i32 %v890, 1
  %v892 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v893 = getelementptr inbounds float, float addrspace(3)* %v892, i32 %v891
  store float %v886, float addrspace(3)* %v893, align 4
  call void @llvm.nvvm.barrier0()
  %v894 = and i32 %v3, -4
  %v895 = shl i32 %v894, 5
  %v896 = or i32 %v895, %v2
  %v897 = mul i32 %v896, 2
  %v898 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v899 = getelementptr inbounds float, float addrspace(3)* %v898, i32 %v897
  %v900 = load float, float addrspace(3)* %v899, align 4
  %v901 = mul i32 %v896, 2
  %v902 = add i32 %v901, 1
  %v903 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v904 = getelementptr inbounds float, float addrspace(3)* %v903, i32 %v902
  %v905 = load float, float addrspace(3)* %v904, align 4
  %v906 = or i32 %v894, 1
  %v907 = shl i32 %v906, 5
  %v908 = or i32 %v907, %v2
  %v909 = mul i32 %v908, 2
  %v910 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v911 = getelementptr inbounds float, float addrspace(3)* %v910, i32 %v909
  %v912 = load float, float addrspace(3)* %v911, align 4
  %v913 = fadd float %v900, %v912
  %v914 = mul i32 %v908, 2
  %v915 = add i32 %v914, 1
  %v916 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v917 = getelementptr inbounds float, float addrspace(3)* %v916, i32 %v915
  %v918 = load float, float addrspace(3)* %v917, align 4
  %v919 = fadd float %v905, %v918
  %v920 = or i32 %v894, 2
  %v921 = shl i32 %v920, 5
  %v922 = or i32 %v921, %v2
  %v923 = mul i32 %v922, 2
  %v924 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v925 = getelementptr inbounds float, float addrspace(3)* %v924, i32 %v923
  %v926 = load float, float addrspace(3)* %v925, align 4
  %v927 = fadd float %v913, %v926
  %v928 = mul i32 %v922, 2
  %v929 = add i32 %v928, 1
  %v930 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v931 = getelementptr inbounds float, float addrspace(3)* %v930, i32 %v929
  %v932 = load float, float addrspace(3)* %v931, align 4
  %v933 = fadd float %v919, %v932
  %v934 = or i32 %v894, 3
  %v935 = shl i32 %v934, 5
  %v936 = or i32 %v935, %v2
  %v937 = mul i32 %v936, 2
  %v938 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v939 = getelementptr inbounds float, float addrspace(3)* %v938, i32 %v937
  %v940 = load float, float addrspace(3)* %v939, align 4
  %v941 = fadd float %v927, %v940
  %v942 = mul i32 %v936, 2
  %v943 = add i32 %v942, 1
  %v944 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v945 = getelementptr inbounds float, float addrspace(3)* %v944, i32 %v943
  %v946 = load float, float addrspace(3)* %v945, align 4
  %v947 = fadd float %v933, %v946
  %v948 = fadd float %v799, %v941
  %v949 = fadd float %v800, %v947
  %v950 = add i64 %v478, 1
  br label %for12
ld18:
  %v587 = load <4 x float>, <4 x float> addrspace(1)* %v586, align 16
  %v588 = extractelement <4 x float> %v587, i32 0
  %v589 = extractelement <4 x float> %v587, i32 1
  %v590 = extractelement <4 x float> %v587, i32 2
  %v591 = extractelement <4 x float> %v587, i32 3
  br label %ld_next19
ld_next19:
  %v592 = phi float [ %v588, %ld18 ], [ 0xFFF0000000000000, %ld_edge16 ]
  %v593 = phi float [ %v589, %ld18 ], [ 0xFFF0000000000000, %ld_edge16 ]
  %v594 = phi float [ %v590, %ld18 ], [ 0xFFF0000000000000, %ld_edge16 ]
  %v595 = phi float [ %v591, %ld18 ], [ 0xFFF0000000000000, %ld_edge16 ]
  %v596 = icmp ult i64 %v515, %v517
  %v597 = add i64 %v528, 512
  %v598 = add i64 %v526, 512
  %v599 = icmp ult i64 %v598, %v527
  %v600 = and i1 %v596, %v599
  %v601 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v597
  %v602 = bitcast float addrspace(1)* %v601 to <4 x float> addrspace(1)*
  br i1 %v600, label %ld20, label %ld_next21
ld20:
  %v603 = load <4 x float>, <4 x float> addrspace(1)* %v602, align 16
  %v604 = extractelement <4 x float> %v603, i32 0
  %v605 = extractelement <4 x float> %v603, i32 1
  %v606 = extractelement <4 x float> %v603, i32 2
  %v607 = extractelement <4 x float> %v603, i32 3
  br label %ld_next21
ld_next21:
  %v608 = phi float [ %v604, %ld20 ], [ 0xFFF0000000000000, %ld_next19 ]
  %v609 = phi float [ %v605, %ld20 ], [ 0xFFF0000000000000, %ld_next19 ]
  %v610 = phi float [ %v606, %ld20 ], [ 0xFFF0000000000000, %ld_next19 ]
  %v611 = phi float [ %v607, %ld20 ], [ 0xFFF0000000000000, %ld_next19 ]
  %v612 = add i64 %v528, %v516
  %v613 = add i64 %v515, 1
  %v614 = icmp ult i64 %v613, %v517
  %v615 = icmp ult i64 %v526, %v527
  %v616 = and i1 %v614, %v615
  %v617 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v612
  %v618 = bitcast float addrspace(1)* %v617 to <4 x float> addrspace(1)*
  br i1 %v616, label %ld22, label %ld_next23
ld22:
  %v619 = load <4 x float>, <4 x float> addrspace(1)* %v618, align 16
  %v620 = extractelement <4 x float> %v619, i32 0
  %v621 = extractelement <4 x float> %v619, i32 1
  %v622 = extractelement <4 x float> %v619, i32 2
  %v623 = extractelement <4 x float> %v619, i32 3
  br label %ld_next23
ld_next23:
  %v624 = phi float [ %v620, %ld22 ], [ 0xFFF0000000000000, %ld_next21 ]
  %v625 = phi float [ %v621, %ld22 ], [ 0xFFF0000000000000, %ld_next21 ]
  %v626 = phi float [ %v622, %ld22 ], [ 0xFFF0000000000000, %ld_next21 ]
  %v627 = phi float [ %v623, %ld22 ], [ 0xFFF0000000000000, %ld_next21 ]
  %v628 = add i64 %v528, %v516
  %v629 = add i64 %v515, 1
  %v630 = icmp ult i64 %v629, %v517
  %v631 = add i64 %v628, 512
  %v632 = add i64 %v526, 512
  %v633 = icmp ult i64 %v632, %v527
  %v634 = and i1 %v630, %v633
  %v635 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v631
  %v636 = bitcast float addrspace(1)* %v635 to <4 x float> addrspace(1)*
  br i1 %v634, label %ld24, label %ld_next25
ld24:
  %v637 = load <4 x float>, <4 x float> addrspace(1)* %v636, align 16
  %v638 = extractelement <4 x float> %v637, i32 0
  %v639 = extractelement <4 x float> %v637, i32 1
  %v640 = extractelement <4 x float> %v637, i32 2
  %v641 = extractelement <4 x float> %v637, i32 3
  br label %ld_next25
ld_next25:
  %v642 = phi float [ %v638, %ld24 ], [ 0xFFF0000000000000, %ld_next23 ]
  %v643 = phi float [ %v639, %ld24 ], [ 0xFFF0000000000000, %ld_next23 ]
  %v644 = phi float [ %v640, %ld24 ], [ 0xFFF0000000000000, %ld_next23 ]
  %v645 = phi float [ %v641, %ld24 ], [ 0xFFF0000000000000, %ld_next23 ]
  br label %ld_done17
for26:
  %v954 = phi i64 [ 0, %endfor14 ], [ %v1340, %st_done42 ]
  %v955 = icmp slt i64 %v954, %v953
  %v956 = icmp sgt i64 %v954, %v953
  %v957 = icmp sgt i64 1, 0
  %v958 = select i1 %v957, i1 %v955, i1 %v956
  br i1 %v958, label %body27, label %endfor28
body27:
  %v959 = trunc i64 %v954 to i32
  %v960 = and i32 %v2, 1
  %v961 = shl i32 %v960, 2
  %v962 = lshr i32 %v2, 1
  %v963 = and i32 %v962, 1
  %v964 = shl i32 %v963, 3
  %v965 = or i32 %v961, %v964
  %v966 = lshr i32 %v2, 2
  %v967 = and i32 %v966, 1
  %v968 = shl i32 %v967, 4
  %v969 = or i32 %v965, %v968
  %v970 = lshr i32 %v2, 3
  %v971 = and i32 %v970, 1
  %v972 = shl i32 %v971, 5
  %v973 = or i32 %v969, %v972
  %v974 = lshr i32 %v2, 4
  %v975 = and i32 %v974, 1
  %v976 = shl i32 %v975, 6
  %v977 = or i32 %v973, %v976
  %v978 = and i32 %v3, 1
  %v979 = shl i32 %v978, 7
  %v980 = or i32 %v977, %v979
  %v981 = lshr i32 %v3, 1
  %v982 = and i32 %v981, 1
  %v983 = shl i32 %v982, 8
  %v984 = or i32 %v980, %v983
  %v985 = lshr i32 %v984, 10
  %v986 = and i32 %v985, 1
  %v987 = and i32 %v984, 1023
  %v988 = sext i32 %v4 to i64
  %v989 = mul i64 %v988, 2
  %v990 = zext i32 %v986 to i64
  %v991 = add i64 %v989, %v990
  %v992 = sext i32 %p3 to i64
  %v993 = zext i32 %p1 to i64
  %v994 = mul i64 %v991, %v992
  %v995 = add i64 %v989, 2
  %v996 = icmp sle i64 %v995, %v993
  %v997 = icmp sge i64 %v988, 0
  %v998 = and i1 %v996, %v997
  %v999 = sext i32 %v959 to i64
  %v1000 = mul i64 %v999, 1024
  %v1001 = zext i32 %v987 to i64
  %v1002 = add i64 %v1000, %v1001
  %v1003 = zext i32 %p2 to i64
  %v1004 = add i64 %v994, %v1002
  %v1005 = add i64 %v1000, 1024
  %v1006 = icmp sle i64 %v1005, %v1003
  %v1007 = icmp sge i64 %v999, 0
  %v1008 = and i1 %v1006, %v1007
  %v1009 = and i1 %v998, %v1008
  br i1 %v1009, label %ld_full29, label %ld_edge30
endfor28:
  ret void
ld_full29:
  %v1010 = icmp ult i64 %v991, %v993
  %v1011 = icmp ult i64 %v1002, %v1003
  %v1012 = and i1 %v1010, %v1011
  %v1013 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1004
  %v1014 = bitcast float addrspace(1)* %v1013 to <4 x float> addrspace(1)*
  %v1015 = load <4 x float>, <4 x float> addrspace(1)* %v1014, align 16
  %v1016 = extractelement <4 x float> %v1015, i32 0
  %v1017 = extractelement <4 x float> %v1015, i32 1
  %v1018 = extractelement <4 x float> %v1015, i32 2
  %v1019 = extractelement <4 x float> %v1015, i32 3
  %v1020 = icmp ult i64 %v991, %v993
  %v1021 = add i64 %v1004, 512
  %v1022 = add i64 %v1002, 512
  %v1023 = icmp ult i64 %v1022, %v1003
  %v1024 = and i1 %v1020, %v1023
  %v1025 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1021
  %v1026 = bitcast float addrspace(1)* %v1025 to <4 x float> addrspace(1)*
  %v1027 = load <4 x float>, <4 x float> addrspace(1)* %v1026, align 16
  %v1028 = extractelement <4 x float> %v1027, i32 0
  %v1029 = extractelement <4 x float> %v1027, i32 1
  %v1030 = extractelement <4 x float> %v1027, i32 2
  %v1031 = extractelement <4 x float> %v1027, i32 3
  %v1032 = add i64 %v1004, %v992
  %v1033 = add i64 %v991, 1
  %v1034 = icmp ult i64 %v1033, %v993
  %v1035 = icmp ult i64 %v1002, %v1003
  %v1036 = and i1 %v1034, %v1035
  %v1037 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1032
  %v1038 = bitcast float addrspace(1)* %v1037 to <4 x float> addrspace(1)*
  %v1039 = load <4 x float>, <4 x float> addrspace(1)* %v1038, align 16
  %v1040 = extractelement <4 x float> %v1039, i32 0
  %v1041 = extractelement <4 x float> %v1039, i32 1
  %v1042 = extractelement <4 x float> %v1039, i32 2
  %v1043 = extractelement <4 x float> %v1039, i32 3
  %v1044 = add i64 %v1004, %v992
  %v1045 = add i64 %v991, 1
  %v1046 = icmp ult i64 %v1045, %v993
  %v1047 = add i64 %v1044, 512
  %v1048 = add i64 %v1002, 512
  %v1049 = icmp ult i64 %v1048, %v1003
  %v1050 = and i1 %v1046, %v1049
  %v1051 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1047
  %v1052 = bitcast float addrspace(1)* %v1051 to <4 x float> addrspace(1)*
  %v1053 = load <4 x float>, <4 x float> addrspace(1)* %v1052, align 16
  %v1054 = extractelement <4 x float> %v1053, i32 0
  %v1055 = extractelement <4 x float> %v1053, i32 1
  %v1056 = extractelement <4 x float> %v1053, i32 2
  %v1057 = extractelement <4 x float> %v1053, i32 3
  br label %ld_done31
ld_edge30:
  %v1058 = icmp ult i64 %v991, %v993
  %v1059 = icmp ult i64 %v1002, %v1003
  %v1060 = and i1 %v1058, %v1059
  %v1061 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1004
  %v1062 = bitcast float addrspace(1)* %v1061 to <4 x float> addrspace(1)*
  br i1 %v1060, label %ld32, label %ld_next33
ld_done31:
  %v1122 = phi float [ %v1016, %ld_full29 ], [ %v1068, %ld_next39 ]
  %v1123 = phi float [ %v1017, %ld_full29 ], [ %v1069, %ld_next39 ]
  %v1124 = phi float [ %v1018, %ld_full29 ], [ %v1070, %ld_next39 ]
  %v1125 = phi float [ %v1019, %ld_full29 ], [ %v1071, %ld_next39 ]
  %v1126 = phi float [ %v1028, %ld_full29 ], [ %v1084, %ld_next39 ]
  %v1127 = phi float [ %v1029, %ld_full29 ], [ %v1085, %ld_next39 ]
  %v1128 = phi float [ %v1030, %ld_full29 ], [ %v1086, %ld_next39 ]
  %v1129 = phi float [ %v1031, %ld_full29 ], [ %v1087, %ld_next39 ]
  %v1130 = phi float [ %v1040, %ld_full29 ], [ %v1100, %ld_next39 ]
  %v1131 = phi float [ %v1041, %ld_full29 ], [ %v1101, %ld_next39 ]
  %v1132 = phi float [ %v1042, %ld_full29 ], [ %v1102, %ld_next39 ]
  %v1133 = phi float [ %v1043, %ld_full29 ], [ %v1103, %ld_next39 ]
  %v1134 = phi float [ %v1054, %ld_full29 ], [ %v1118, %ld_next39 ]
  %v1135 = phi float [ %v1055, %ld_full29 ], [ %v1119, %ld_next39 ]
  %v1136 = phi float [ %v1056, %ld_full29 ], [ %v1120, %ld_next39 ]
  %v1137 = phi float [ %v1057, %ld_full29 ], [ %v1121, %ld_next39 ]
  %v1138 = fmul float %v1122, 0x3FF7154760000000
  %v1139 = fmul float %v1123, 0x3FF7154760000000
  %v1140 = fmul float %v1124, 0x3FF7154760000000
  %v1141 = fmul float %v1125, 0x3FF7154760000000
  %v1142 = fmul float %v1126, 0x3FF7154760000000
  %v1143 = fmul float %v1127, 0x3FF7154760000000
  %v1144 = fmul float %v1128, 0x3FF7154760000000
  %v1145 = fmul float %v1129, 0x3FF7154760000000
  %v1146 = fmul float %v1130, 0x3FF7154760000000
  %v1147 = fmul float %v1131, 0x3FF7154760000000
  %v1148 = fmul float %v1132, 0x3FF7154760000000
  %v1149 = fmul float %v1133, 0x3FF7154760000000
  %v1150 = fmul float %v1134, 0x3FF7154760000000
  %v1151 = fmul float %v1135, 0x3FF7154760000000
  %v1152 = fmul float %v1136, 0x3FF7154760000000
  %v1153 = fmul float %v1137, 0x3FF7154760000000
  %v1154 = fsub float %v1138, %v476
  %v1155 = fsub float %v1139, %v476
  %v1156 = fsub float %v1140, %v476
  %v1157 = fsub float %v1141, %v476
  %v1158 = fsub float %v1142, %v476
  %v1159 = fsub float %v1143, %v476
  %v1160 = fsub float %v1144, %v476
  %v1161 = fsub float %v1145, %v476
  %v1162 = fsub float %v1146, %v477
  %v1163 = fsub float %v1147, %v477
  %v1164 = fsub float %v1148, %v477
  %v1165 = fsub float %v1149, %v477
  %v1166 = fsub float %v1150, %v477
  %v1167 = fsub float %v1151, %v477
  %v1168 = fsub float %v1152, %v477
  %v1169 = fsub float %v1153, %v477
  %v1170 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v1154)
  %v1171 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v1155)
  %v1172 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v1156)
  %v1173 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v1157)
  %v1174 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v1158)
  %v1175 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v1159)
  %v1176 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v1160)
  %v1177 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v1161)
  %v1178 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v1162)
  %v1179 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v1163)
  %v1180 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v1164)
  %v1181 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v1165)
  %v1182 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v1166)
  %v1183 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v1167)
  %v1184 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v1168)
  %v1185 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v1169)
  %v1186 = fmul float %v1170, %v951
  %v1187 = fmul float %v1171, %v951
  %v1188 = fmul float %v1172, %v951
  %v1189 = fmul float %v1173, %v951
  %v1190 = fmul float %v1174, %v951
  %v1191 = fmul float %v1175, %v951
  %v1192 = fmul float %v1176, %v951
  %v1193 = fmul float %v1177, %v951
  %v1194 = fmul float %v1178, %v952
  %v1195 = fmul float %v1179, %v952
  %v1196 = fmul float %v1180, %v952
  %v1197 = fmul float %v1181, %v952
  %v1198 = fmul float %v1182, %v952
  %v1199 = fmul float %v1183, %v952
  %v1200 = fmul float %v1184, %v952
  %v1201 = fmul float %v1185, %v952
  %v1202 = and i32 %v2, 1
  %v1203 = shl i32 %v1202, 2
  %v1204 = lshr i32 %v2, 1
  %v1205 = and i32 %v1204, 1
  %v1206 = shl i32 %v1205, 3
  %v1207 = or i32 %v1203, %v1206
  %v1208 = lshr i32 %v2, 2
  %v1209 = and i32 %v1208, 1
  %v1210 = shl i32 %v1209, 4
  %v1211 = or i32 %v1207, %v1210
  %v1212 = lshr i32 %v2, 3
  %v1213 = and i32 %v1212, 1
  %v1214 = shl i32 %v1213, 5
  %v1215 = or i32 %v1211, %v1214
  %v1216 = lshr i32 %v2, 4
  %v1217 = and i32 %v1216, 1
  %v1218 = shl i32 %v1217, 6
  %v1219 = or i32 %v1215, %v1218
  %v1220 = and i32 %v3, 1
  %v1221 = shl i32 %v1220, 7
  %v1222 = or i32 %v1219, %v1221
  %v1223 = lshr i32 %v3, 1
  %v1224 = and i32 %v1223, 1
  %v1225 = shl i32 %v1224, 8
  %v1226 = or i32 %v1222, %v1225
  %v1227 = lshr i32 %v1226, 10
  %v1228 = and i32 %v1227, 1
  %v1229 = and i32 %v1226, 1023
  %v1230 = sext i32 %v4 to i64
  %v1231 = mul i64 %v1230, 2
  %v1232 = zext i32 %v1228 to i64
  %v1233 = add i64 %v1231, %v1232
  %v1234 = sext i32 %p8 to i64
  %v1235 = zext i32 %p6 to i64
  %v1236 = mul i64 %v1233, %v1234
  %v1237 = add i64 %v1231, 2
  %v1238 = icmp sle i64 %v1237, %v1235
  %v1239 = icmp sge i64 %v1230, 0
  %v1240 = and i1 %v1238, %v1239
  %v1241 = sext i32 %v959 to i64
  %v1242 = mul i64 %v1241, 1024
  %v1243 = zext i32 %v1229 to i64
  %v1244 = add i64 %v1242, %v1243
  %v1245 = zext i32 %p7 to i64
  %v1246 = add i64 %v1236, %v1244
  %v1247 = add i64 %v1242, 1024
  %v1248 = icmp sle i64 %v1247, %v1245
  %v1249 = icmp sge i64 %v1241, 0
  %v1250 = and i1 %v1248, %v1249
  %v1251 = and i1 %v1240, %v1250
  br i1 %v1251, label %st_full40, label %st_edge41
ld32:
  %v1063 = load <4 x float>, <4 x float> addrspace(1)* %v1062, align 16
  %v1064 = extractelement <4 x float> %v1063, i32 0
  %v1065 = extractelement <4 x float> %v1063, i32 1
  %v1066 = extractelement <4 x float> %v1063, i32 2
  %v1067 = extractelement <4 x float> %v1063, i32 3
  br label %ld_next33
ld_next33:
  %v1068 = phi float [ %v1064, %ld32 ], [ 0x0000000000000000, %ld_edge30 ]
  %v1069 = phi float [ %v1065, %ld32 ], [ 0x0000000000000000, %ld_edge30 ]
  %v1070 = phi float [ %v1066, %ld32 ], [ 0x0000000000000000, %ld_edge30 ]
  %v1071 = phi float [ %v1067, %ld32 ], [ 0x0000000000000000, %ld_edge30 ]
  %v1072 = icmp ult i64 %v991, %v993
  %v1073 = add i64 %v1004, 512
  %v1074 = add i64 %v1002, 512
  %v1075 = icmp ult i64 %v1074, %v1003
  %v1076 = and i1 %v1072, %v1075
  %v1077 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1073
  %v1078 = bitcast float addrspace(1)* %v1077 to <4 x float> addrspace(1)*
  br i1 %v1076, label %ld34, label %ld_next35
ld34:
  %v1079 = load <4 x float>, <4 x float> addrspace(1)* %v1078, align 16
  %v1080 = extractelement <4 x float> %v1079, i32 0
  %v1081 = extractelement <4 x float> %v1079, i32 1
  %v1082 = extractelement <4 x float> %v1079, i32 2
  %v1083 = extractelement <4 x float> %v1079, i32 3
  br label %ld_next35
ld_next35:
  %v1084 = phi float [ %v1080, %ld34 ], [ 0x0000000000000000, %ld_next33 ]
  %v1085 = phi float [ %v1081, %ld34 ], [ 0x0000000000000000, %ld_next33 ]
  %v1086 = phi float [ %v1082, %ld34 ], [ 0x0000000000000000, %ld_next33 ]
  %v1087 = phi float [ %v1083, %ld34 ], [ 0x0000000000000000, %ld_next33 ]
  %v1088 = add i64 %v1004, %v992
  %v1089 = add i64 %v991, 1
  %v1090 = icmp ult i64 %v1089, %v993
  %v1091 = icmp ult i64 %v1002, %v1003
  %v1092 = and i1 %v1090, %v1091
  %v1093 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1088
  %v1094 = bitcast float addrspace(1)* %v1093 to <4 x float> addrspace(1)*
  br i1 %v1092, label %ld36, label %ld_next37
ld36:
  %v1095 = load <4 x float>, <4 x float> addrspace(1)* %v1094, align 16
  %v1096 = extractelement <4 x float> %v1095, i32 0
  %v1097 = extractelement <4 x float> %v1095, i32 1
  %v1098 = extractelement <4 x float> %v1095, i32 2
  %v1099 = extractelement <4 x float> %v1095, i32 3
  br label %ld_next37
ld_next37:
  %v1100 = phi float [ %v1096, %ld36 ], [ 0x0000000000000000, %ld_next35 ]
  %v1101 = phi float [ %v1097, %ld36 ], [ 0x0000000000000000, %ld_next35 ]
  %v1102 = phi float [ %v1098, %ld36 ], [ 0x0000000000000000, %ld_next35 ]
  %v1103 = phi float [ %v1099, %ld36 ], [ 0x0000000000000000, %ld_next35 ]
  %v1104 = add i64 %v1004, %v992
  %v1105 = add i64 %v991, 1
  %v1106 = icmp ult i64 %v1105, %v993
  %v1107 = add i64 %v1104, 512
  %v1108 = add i64 %v1002, 512
  %v1109 = icmp ult i64 %v1108, %v1003
  %v1110 = and i1 %v1106, %v1109
  %v1111 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1107
  %v1112 = bitcast float addrspace(1)* %v1111 to <4 x float> addrspace(1)*
  br i1 %v1110, label %ld38, label %ld_next39
ld38:
  %v1113 = load <4 x float>, <4 x float> addrspace(1)* %v1112, align 16
  %v1114 = extractelement <4 x float> %v1113, i32 0
  %v1115 = extractelement <4 x float> %v1113, i32 1
  %v1116 = extractelement <4 x float> %v1113, i32 2
  %v1117 = extractelement <4 x float> %v1113, i32 3
  br label %ld_next39
ld_next39:
  %v1118 = phi float [ %v1114, %ld38 ], [ 0x0000000000000000, %ld_next37 ]
  %v1119 = phi float [ %v1115, %ld38 ], [ 0x0000000000000000, %ld_next37 ]
  %v1120 = phi float [ %v1116, %ld38 ], [ 0x0000000000000000, %ld_next37 ]
  %v1121 = phi float [ %v1117, %ld38 ], [ 0x0000000000000000, %ld_next37 ]
  br label %ld_done31
st_full40:
  %v1252 = icmp ult i64 %v1233, %v1235
  %v1253 = icmp ult i64 %v1244, %v1245
  %v1254 = and i1 %v1252, %v1253
  %v1255 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1246
  %v1256 = insertelement <4 x float> undef, float %v1186, i32 0
  %v1257 = insertelement <4 x float> %v1256, float %v1187, i32 1
  %v1258 = insertelement <4 x float> %v1257, float %v1188, i32 2
  %v1259 = insertelement <4 x float> %v1258, float %v1189, i32 3
  %v1260 = bitcast float addrspace(1)* %v1255 to <4 x float> addrspace(1)*
  store <4 x float> %v1259, <4 x float> addrspace(1)* %v1260, align 16
  %v1261 = icmp ult i64 %v1233, %v1235
  %v1262 = add i64 %v1246, 512
  %v1263 = add i64 %v1244, 512
  %v1264 = icmp ult i64 %v1263, %v1245
  %v1265 = and i1 %v1261, %v1264
  %v1266 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1262
  %v1267 = insertelement <4 x float> undef, float %v1190, i32 0
  %v1268 = insertelement <4 x float> %v1267, float %v1191, i32 1
  %v1269 = insertelement <4 x float> %v1268, float %v1192, i32 2
  %v1270 = insertelement <4 x float> %v1269, float %v1193, i32 3
  %v1271 = bitcast float addrspace(1)* %v1266 to <4 x float> addrspace(1)*
  store <4 x float> %v1270, <4 x float> addrspace(1)* %v1271, align 16
  %v1272 = add i64 %v1246, %v1234
  %v1273 = add i64 %v1233, 1
  %v1274 = icmp ult i64 %v1273, %v1235
  %v1275 = icmp ult i64 %v1244, %v1245
  %v1276 = and i1 %v1274, %v1275
  %v1277 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1272
  %v1278 = insertelement <4 x float> undef, float %v1194, i32 0
  %v1279 = insertelement <4 x float> %v1278, float %v1195, i32 1
  %v1280 = insertelement <4 x float> %v1279, float %v1196, i32 2
  %v1281 = insertelement <4 x float> %v1280, float %v1197, i32 3
  %v1282 = bitcast float addrspace(1)* %v1277 to <4 x float> addrspace(1)*
  store <4 x float> %v1281, <4 x float> addrspace(1)* %v1282, align 16
  %v1283 = add i64 %v1246, %v1234
  %v1284 = add i64 %v1233, 1
  %v1285 = icmp ult i64 %v1284, %v1235
  %v1286 = add i64 %v1283, 512
  %v1287 = add i64 %v1244, 512
  %v1288 = icmp ult i64 %v1287, %v1245
  %v1289 = and i1 %v1285, %v1288
  %v1290 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1286
  %v1291 = insertelement <4 x float> undef, float %v1198, i32 0
  %v1292 = insertelement <4 x float> %v1291, float %v1199, i32 1
  %v1293 = insertelement <4 x float> %v1292, float %v1200, i32 2
  %v1294 = insertelement <4 x float> %v1293, float %v1201, i32 3
  %v1295 = bitcast float addrspace(1)* %v1290 to <4 x float> addrspace(1)*
  store <4 x float> %v1294, <4 x float> addrspace(1)* %v1295, align 16
  br label %st_done42
st_edge41:
  %v1296 = icmp ult i64 %v1233, %v1235
  %v1297 = icmp ult i64 %v1244, %v1245
  %v1298 = and i1 %v1296, %v1297
  %v1299 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1246
  br i1 %v1298, label %st43, label %join44
st_done42:
  %v1340 = add i64 %v954, 1
  br label %for26
st43:
  %v1300 = insertelement <4 x float> undef, float %v1186, i32 0
  %v1301 = insertelement <4 x float> %v1300, float %v1187, i32 1
  %v1302 = insertelement <4 x float> %v1301, float %v1188, i32 2
  %v1303 = insertelement <4 x float> %v1302, float %v1189, i32 3
  %v1304 = bitcast float addrspace(1)* %v1299 to <4 x float> addrspace(1)*
  store <4 x float> %v1303, <4 x float> addrspace(1)* %v1304, align 16
  br label %join44
join44:
  %v1305 = icmp ult i64 %v1233, %v1235
  %v1306 = add i64 %v1246, 512
  %v1307 = add i64 %v1244, 512
  %v1308 = icmp ult i64 %v1307, %v1245
  %v1309 = and i1 %v1305, %v1308
  %v1310 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1306
  br i1 %v1309, label %st45, label %join46
st45:
  %v1311 = insertelement <4 x float> undef, float %v1190, i32 0
  %v1312 = insertelement <4 x float> %v1311, float %v1191, i32 1
  %v1313 = insertelement <4 x float> %v1312, float %v1192, i32 2
  %v1314 = insertelement <4 x float> %v1313, float %v1193, i32 3
  %v1315 = bitcast float addrspace(1)* %v1310 to <4 x float> addrspace(1)*
  store <4 x float> %v1314, <4 x float> addrspace(1)* %v1315, align 16
  br label %join46
join46:
  %v1316 = add i64 %v1246, %v1234
  %v1317 = add i64 %v1233, 1
  %v1318 = icmp ult i64 %v1317, %v1235
  %v1319 = icmp ult i64 %v1244, %v1245
  %v1320 = and i1 %v1318, %v1319
  %v1321 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1316
  br i1 %v1320, label %st47, label %join48
st47:
  %v1322 = insertelement <4 x float> undef, float %v1194, i32 0
  %v1323 = insertelement <4 x float> %v1322, float %v1195, i32 1
  %v1324 = insertelement <4 x float> %v1323, float %v1196, i32 2
  %v1325 = insertelement <4 x float> %v1324, float %v1197, i32 3
  %v1326 = bitcast float addrspace(1)* %v1321 to <4 x float> addrspace(1)*
  store <4 x float> %v1325, <4 x float> addrspace(1)* %v1326, align 16
  br label %join48
join48:
  %v1327 = add i64 %v1246, %v1234
  %v1328 = add i64 %v1233, 1
  %v1329 = icmp ult i64 %v1328, %v1235
  %v1330 = add i64 %v1327, 512
  %v1331 = add i64 %v1244, 512
  %v1332 = icmp ult i64 %v1331, %v1245
  %v1333 = and i1 %v1329, %v1332
  %v1334 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1330
  br i1 %v1333, label %st49, label %join50
st49:
  %v1335 = insertelement <4 x float> undef, float %v1198, i32 0
  %v1336 = insertelement <4 x float> %v1335, float %v1199, i32 1
  %v1337 = insertelement <4 x float> %v1336, float %v1200, i32 2
  %v1338 = insertelement <4 x float> %v1337, float %v1201, i32 3
  %v1339 = bitcast float addrspace(1)* %v1334 to <4 x float> addrspace(1)*
  store <4 x float> %v1338, <4 x float> addrspace(1)* %v1339, align 16
  br label %join50
join50:
  br label %st_done42
}

declare float @llvm.nvvm.ex2.approx.ftz.f(float)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1, !2}
!0 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @softmax_online, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @softmax_online, !"maxntidx", i32 128}
!2 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @softmax_online, !"minctasm", i32 4}
!nvvmir.version = !{!3}
!3 = !{i32 2, i32 0}
