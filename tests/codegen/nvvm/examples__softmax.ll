; kernel softmax [BM=16, BN=1024]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


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
  %v24 = shl i32 %v23, 10
  %v25 = or i32 %v22, %v24
  %v26 = lshr i32 %v3, 1
  %v27 = and i32 %v26, 1
  %v28 = shl i32 %v27, 11
  %v29 = or i32 %v25, %v28
  %v30 = lshr i32 %v3, 2
  %v31 = and i32 %v30, 1
  %v32 = shl i32 %v31, 12
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
  %v81 = icmp ult i64 %v40, %v42
  %v82 = add i64 %v50, 128
  %v83 = add i64 %v48, 128
  %v84 = icmp ult i64 %v83, %v49
  %v85 = and i1 %v81, %v84
  %v86 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v82
  %v87 = load float, float addrspace(1)* %v86, align 4
  %v88 = icmp ult i64 %v40, %v42
  %v89 = add i64 %v50, 129
  %v90 = add i64 %v48, 129
  %v91 = icmp ult i64 %v90, %v49
  %v92 = and i1 %v88, %v91
  %v93 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v89
  %v94 = load float, float addrspace(1)* %v93, align 4
  %v95 = icmp ult i64 %v40, %v42
  %v96 = add i64 %v50, 130
  %v97 = add i64 %v48, 130
  %v98 = icmp ult i64 %v97, %v49
  %v99 = and i1 %v95, %v98
  %v100 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v96
  %v101 = load float, float addrspace(1)* %v100, align 4
  %v102 = icmp ult i64 %v40, %v42
  %v103 = add i64 %v50, 131
  %v104 = add i64 %v48, 131
  %v105 = icmp ult i64 %v104, %v49
  %v106 = and i1 %v102, %v105
  %v107 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v103
  %v108 = load float, float addrspace(1)* %v107, align 4
  %v109 = icmp ult i64 %v40, %v42
  %v110 = add i64 %v50, 256
  %v111 = add i64 %v48, 256
  %v112 = icmp ult i64 %v111, %v49
  %v113 = and i1 %v109, %v112
  %v114 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v110
  %v115 = load float, float addrspace(1)* %v114, align 4
  %v116 = icmp ult i64 %v40, %v42
  %v117 = add i64 %v50, 257
  %v118 = add i64 %v48, 257
  %v119 = icmp ult i64 %v118, %v49
  %v120 = and i1 %v116, %v119
  %v121 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v117
  %v122 = load float, float addrspace(1)* %v121, align 4
  %v123 = icmp ult i64 %v40, %v42
  %v124 = add i64 %v50, 258
  %v125 = add i64 %v48, 258
  %v126 = icmp ult i64 %v125, %v49
  %v127 = and i1 %v123, %v126
  %v128 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v124
  %v129 = load float, float addrspace(1)* %v128, align 4
  %v130 = icmp ult i64 %v40, %v42
  %v131 = add i64 %v50, 259
  %v132 = add i64 %v48, 259
  %v133 = icmp ult i64 %v132, %v49
  %v134 = and i1 %v130, %v133
  %v135 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v131
  %v136 = load float, float addrspace(1)* %v135, align 4
  %v137 = icmp ult i64 %v40, %v42
  %v138 = add i64 %v50, 384
  %v139 = add i64 %v48, 384
  %v140 = icmp ult i64 %v139, %v49
  %v141 = and i1 %v137, %v140
  %v142 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v138
  %v143 = load float, float addrspace(1)* %v142, align 4
  %v144 = icmp ult i64 %v40, %v42
  %v145 = add i64 %v50, 385
  %v146 = add i64 %v48, 385
  %v147 = icmp ult i64 %v146, %v49
  %v148 = and i1 %v144, %v147
  %v149 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v145
  %v150 = load float, float addrspace(1)* %v149, align 4
  %v151 = icmp ult i64 %v40, %v42
  %v152 = add i64 %v50, 386
  %v153 = add i64 %v48, 386
  %v154 = icmp ult i64 %v153, %v49
  %v155 = and i1 %v151, %v154
  %v156 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v152
  %v157 = load float, float addrspace(1)* %v156, align 4
  %v158 = icmp ult i64 %v40, %v42
  %v159 = add i64 %v50, 387
  %v160 = add i64 %v48, 387
  %v161 = icmp ult i64 %v160, %v49
  %v162 = and i1 %v158, %v161
  %v163 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v159
  %v164 = load float, float addrspace(1)* %v163, align 4
  %v165 = icmp ult i64 %v40, %v42
  %v166 = add i64 %v50, 512
  %v167 = add i64 %v48, 512
  %v168 = icmp ult i64 %v167, %v49
  %v169 = and i1 %v165, %v168
  %v170 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v166
  %v171 = load float, float addrspace(1)* %v170, align 4
  %v172 = icmp ult i64 %v40, %v42
  %v173 = add i64 %v50, 513
  %v174 = add i64 %v48, 513
  %v175 = icmp ult i64 %v174, %v49
  %v176 = and i1 %v172, %v175
  %v177 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v173
  %v178 = load float, float addrspace(1)* %v177, align 4
  %v179 = icmp ult i64 %v40, %v42
  %v180 = add i64 %v50, 514
  %v181 = add i64 %v48, 514
  %v182 = icmp ult i64 %v181, %v49
  %v183 = and i1 %v179, %v182
  %v184 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v180
  %v185 = load float, float addrspace(1)* %v184, align 4
  %v186 = icmp ult i64 %v40, %v42
  %v187 = add i64 %v50, 515
  %v188 = add i64 %v48, 515
  %v189 = icmp ult i64 %v188, %v49
  %v190 = and i1 %v186, %v189
  %v191 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v187
  %v192 = load float, float addrspace(1)* %v191, align 4
  %v193 = icmp ult i64 %v40, %v42
  %v194 = add i64 %v50, 640
  %v195 = add i64 %v48, 640
  %v196 = icmp ult i64 %v195, %v49
  %v197 = and i1 %v193, %v196
  %v198 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v194
  %v199 = load float, float addrspace(1)* %v198, align 4
  %v200 = icmp ult i64 %v40, %v42
  %v201 = add i64 %v50, 641
  %v202 = add i64 %v48, 641
  %v203 = icmp ult i64 %v202, %v49
  %v204 = and i1 %v200, %v203
  %v205 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v201
  %v206 = load float, float addrspace(1)* %v205, align 4
  %v207 = icmp ult i64 %v40, %v42
  %v208 = add i64 %v50, 642
  %v209 = add i64 %v48, 642
  %v210 = icmp ult i64 %v209, %v49
  %v211 = and i1 %v207, %v210
  %v212 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v208
  %v213 = load float, float addrspace(1)* %v212, align 4
  %v214 = icmp ult i64 %v40, %v42
  %v215 = add i64 %v50, 643
  %v216 = add i64 %v48, 643
  %v217 = icmp ult i64 %v216, %v49
  %v218 = and i1 %v214, %v217
  %v219 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v215
  %v220 = load float, float addrspace(1)* %v219, align 4
  %v221 = icmp ult i64 %v40, %v42
  %v222 = add i64 %v50, 768
  %v223 = add i64 %v48, 768
  %v224 = icmp ult i64 %v223, %v49
  %v225 = and i1 %v221, %v224
  %v226 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v222
  %v227 = load float, float addrspace(1)* %v226, align 4
  %v228 = icmp ult i64 %v40, %v42
  %v229 = add i64 %v50, 769
  %v230 = add i64 %v48, 769
  %v231 = icmp ult i64 %v230, %v49
  %v232 = and i1 %v228, %v231
  %v233 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v229
  %v234 = load float, float addrspace(1)* %v233, align 4
  %v235 = icmp ult i64 %v40, %v42
  %v236 = add i64 %v50, 770
  %v237 = add i64 %v48, 770
  %v238 = icmp ult i64 %v237, %v49
  %v239 = and i1 %v235, %v238
  %v240 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v236
  %v241 = load float, float addrspace(1)* %v240, align 4
  %v242 = icmp ult i64 %v40, %v42
  %v243 = add i64 %v50, 771
  %v244 = add i64 %v48, 771
  %v245 = icmp ult i64 %v244, %v49
  %v246 = and i1 %v242, %v245
  %v247 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v243
  %v248 = load float, float addrspace(1)* %v247, align 4
  %v249 = icmp ult i64 %v40, %v42
  %v250 = add i64 %v50, 896
  %v251 = add i64 %v48, 896
  %v252 = icmp ult i64 %v251, %v49
  %v253 = and i1 %v249, %v252
  %v254 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v250
  %v255 = load float, float addrspace(1)* %v254, align 4
  %v256 = icmp ult i64 %v40, %v42
  %v257 = add i64 %v50, 897
  %v258 = add i64 %v48, 897
  %v259 = icmp ult i64 %v258, %v49
  %v260 = and i1 %v256, %v259
  %v261 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v257
  %v262 = load float, float addrspace(1)* %v261, align 4
  %v263 = icmp ult i64 %v40, %v42
  %v264 = add i64 %v50, 898
  %v265 = add i64 %v48, 898
  %v266 = icmp ult i64 %v265, %v49
  %v267 = and i1 %v263, %v266
  %v268 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v264
  %v269 = load float, float addrspace(1)* %v268, align 4
  %v270 = icmp ult i64 %v40, %v42
  %v271 = add i64 %v50, 899
  %v272 = add i64 %v48, 899
  %v273 = icmp ult i64 %v272, %v49
  %v274 = and i1 %v270, %v273
  %v275 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v271
  %v276 = load float, float addrspace(1)* %v275, align 4
  %v277 = mul i64 8, %v41
  %v278 = add i64 %v50, %v277
  %v279 = add i64 %v40, 8
  %v280 = icmp ult i64 %v279, %v42
  %v281 = icmp ult i64 %v48, %v49
  %v282 = and i1 %v280, %v281
  %v283 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v278
  %v284 = load float, float addrspace(1)* %v283, align 4
  %v285 = mul i64 8, %v41
  %v286 = add i64 %v50, %v285
  %v287 = add i64 %v40, 8
  %v288 = icmp ult i64 %v287, %v42
  %v289 = add i64 %v286, 1
  %v290 = add i64 %v48, 1
  %v291 = icmp ult i64 %v290, %v49
  %v292 = and i1 %v288, %v291
  %v293 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v289
  %v294 = load float, float addrspace(1)* %v293, align 4
  %v295 = mul i64 8, %v41
  %v296 = add i64 %v50, %v295
  %v297 = add i64 %v40, 8
  %v298 = icmp ult i64 %v297, %v42
  %v299 = add i64 %v296, 2
  %v300 = add i64 %v48, 2
  %v301 = icmp ult i64 %v300, %v49
  %v302 = and i1 %v298, %v301
  %v303 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v299
  %v304 = load float, float addrspace(1)* %v303, align 4
  %v305 = mul i64 8, %v41
  %v306 = add i64 %v50, %v305
  %v307 = add i64 %v40, 8
  %v308 = icmp ult i64 %v307, %v42
  %v309 = add i64 %v306, 3
  %v310 = add i64 %v48, 3
  %v311 = icmp ult i64 %v310, %v49
  %v312 = and i1 %v308, %v311
  %v313 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v309
  %v314 = load float, float addrspace(1)* %v313, align 4
  %v315 = mul i64 8, %v41
  %v316 = add i64 %v50, %v315
  %v317 = add i64 %v40, 8
  %v318 = icmp ult i64 %v317, %v42
  %v319 = add i64 %v316, 128
  %v320 = add i64 %v48, 128
  %v321 = icmp ult i64 %v320, %v49
  %v322 = and i1 %v318, %v321
  %v323 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v319
  %v324 = load float, float addrspace(1)* %v323, align 4
  %v325 = mul i64 8, %v41
  %v326 = add i64 %v50, %v325
  %v327 = add i64 %v40, 8
  %v328 = icmp ult i64 %v327, %v42
  %v329 = add i64 %v326, 129
  %v330 = add i64 %v48, 129
  %v331 = icmp ult i64 %v330, %v49
  %v332 = and i1 %v328, %v331
  %v333 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v329
  %v334 = load float, float addrspace(1)* %v333, align 4
  %v335 = mul i64 8, %v41
  %v336 = add i64 %v50, %v335
  %v337 = add i64 %v40, 8
  %v338 = icmp ult i64 %v337, %v42
  %v339 = add i64 %v336, 130
  %v340 = add i64 %v48, 130
  %v341 = icmp ult i64 %v340, %v49
  %v342 = and i1 %v338, %v341
  %v343 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v339
  %v344 = load float, float addrspace(1)* %v343, align 4
  %v345 = mul i64 8, %v41
  %v346 = add i64 %v50, %v345
  %v347 = add i64 %v40, 8
  %v348 = icmp ult i64 %v347, %v42
  %v349 = add i64 %v346, 131
  %v350 = add i64 %v48, 131
  %v351 = icmp ult i64 %v350, %v49
  %v352 = and i1 %v348, %v351
  %v353 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v349
  %v354 = load float, float addrspace(1)* %v353, align 4
  %v355 = mul i64 8, %v41
  %v356 = add i64 %v50, %v355
  %v357 = add i64 %v40, 8
  %v358 = icmp ult i64 %v357, %v42
  %v359 = add i64 %v356, 256
  %v360 = add i64 %v48, 256
  %v361 = icmp ult i64 %v360, %v49
  %v362 = and i1 %v358, %v361
  %v363 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v359
  %v364 = load float, float addrspace(1)* %v363, align 4
  %v365 = mul i64 8, %v41
  %v366 = add i64 %v50, %v365
  %v367 = add i64 %v40, 8
  %v368 = icmp ult i64 %v367, %v42
  %v369 = add i64 %v366, 257
  %v370 = add i64 %v48, 257
  %v371 = icmp ult i64 %v370, %v49
  %v372 = and i1 %v368, %v371
  %v373 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v369
  %v374 = load float, float addrspace(1)* %v373, align 4
  %v375 = mul i64 8, %v41
  %v376 = add i64 %v50, %v375
  %v377 = add i64 %v40, 8
  %v378 = icmp ult i64 %v377, %v42
  %v379 = add i64 %v376, 258
  %v380 = add i64 %v48, 258
  %v381 = icmp ult i64 %v380, %v49
  %v382 = and i1 %v378, %v381
  %v383 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v379
  %v384 = load float, float addrspace(1)* %v383, align 4
  %v385 = mul i64 8, %v41
  %v386 = add i64 %v50, %v385
  %v387 = add i64 %v40, 8
  %v388 = icmp ult i64 %v387, %v42
  %v389 = add i64 %v386, 259
  %v390 = add i64 %v48, 259
  %v391 = icmp ult i64 %v390, %v49
  %v392 = and i1 %v388, %v391
  %v393 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v389
  %v394 = load float, float addrspace(1)* %v393, align 4
  %v395 = mul i64 8, %v41
  %v396 = add i64 %v50, %v395
  %v397 = add i64 %v40, 8
  %v398 = icmp ult i64 %v397, %v42
  %v399 = add i64 %v396, 384
  %v400 = add i64 %v48, 384
  %v401 = icmp ult i64 %v400, %v49
  %v402 = and i1 %v398, %v401
  %v403 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v399
  %v404 = load float, float addrspace(1)* %v403, align 4
  %v405 = mul i64 8, %v41
  %v406 = add i64 %v50, %v405
  %v407 = add i64 %v40, 8
  %v408 = icmp ult i64 %v407, %v42
  %v409 = add i64 %v406, 385
  %v410 = add i64 %v48, 385
  %v411 = icmp ult i64 %v410, %v49
  %v412 = and i1 %v408, %v411
  %v413 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v409
  %v414 = load float, float addrspace(1)* %v413, align 4
  %v415 = mul i64 8, %v41
  %v416 = add i64 %v50, %v415
  %v417 = add i64 %v40, 8
  %v418 = icmp ult i64 %v417, %v42
  %v419 = add i64 %v416, 386
  %v420 = add i64 %v48, 386
  %v421 = icmp ult i64 %v420, %v49
  %v422 = and i1 %v418, %v421
  %v423 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v419
  %v424 = load float, float addrspace(1)* %v423, align 4
  %v425 = mul i64 8, %v41
  %v426 = add i64 %v50, %v425
  %v427 = add i64 %v40, 8
  %v428 = icmp ult i64 %v427, %v42
  %v429 = add i64 %v426, 387
  %v430 = add i64 %v48, 387
  %v431 = icmp ult i64 %v430, %v49
  %v432 = and i1 %v428, %v431
  %v433 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v429
  %v434 = load float, float addrspace(1)* %v433, align 4
  %v435 = mul i64 8, %v41
  %v436 = add i64 %v50, %v435
  %v437 = add i64 %v40, 8
  %v438 = icmp ult i64 %v437, %v42
  %v439 = add i64 %v436, 512
  %v440 = add i64 %v48, 512
  %v441 = icmp ult i64 %v440, %v49
  %v442 = and i1 %v438, %v441
  %v443 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v439
  %v444 = load float, float addrspace(1)* %v443, align 4
  %v445 = mul i64 8, %v41
  %v446 = add i64 %v50, %v445
  %v447 = add i64 %v40, 8
  %v448 = icmp ult i64 %v447, %v42
  %v449 = add i64 %v446, 513
  %v450 = add i64 %v48, 513
  %v451 = icmp ult i64 %v450, %v49
  %v452 = and i1 %v448, %v451
  %v453 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v449
  %v454 = load float, float addrspace(1)* %v453, align 4
  %v455 = mul i64 8, %v41
  %v456 = add i64 %v50, %v455
  %v457 = add i64 %v40, 8
  %v458 = icmp ult i64 %v457, %v42
  %v459 = add i64 %v456, 514
  %v460 = add i64 %v48, 514
  %v461 = icmp ult i64 %v460, %v49
  %v462 = and i1 %v458, %v461
  %v463 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v459
  %v464 = load float, float addrspace(1)* %v463, align 4
  %v465 = mul i64 8, %v41
  %v466 = add i64 %v50, %v465
  %v467 = add i64 %v40, 8
  %v468 = icmp ult i64 %v467, %v42
  %v469 = add i64 %v466, 515
  %v470 = add i64 %v48, 515
  %v471 = icmp ult i64 %v470, %v49
  %v472 = and i1 %v468, %v471
  %v473 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v469
  %v474 = load float, float addrspace(1)* %v473, align 4
  %v475 = mul i64 8, %v41
  %v476 = add i64 %v50, %v475
  %v477 = add i64 %v40, 8
  %v478 = icmp ult i64 %v477, %v42
  %v479 = add i64 %v476, 640
  %v480 = add i64 %v48, 640
  %v481 = icmp ult i64 %v480, %v49
  %v482 = and i1 %v478, %v481
  %v483 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v479
  %v484 = load float, float addrspace(1)* %v483, align 4
  %v485 = mul i64 8, %v41
  %v486 = add i64 %v50, %v485
  %v487 = add i64 %v40, 8
  %v488 = icmp ult i64 %v487, %v42
  %v489 = add i64 %v486, 641
  %v490 = add i64 %v48, 641
  %v491 = icmp ult i64 %v490, %v49
  %v492 = and i1 %v488, %v491
  %v493 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v489
  %v494 = load float, float addrspace(1)* %v493, align 4
  %v495 = mul i64 8, %v41
  %v496 = add i64 %v50, %v495
  %v497 = add i64 %v40, 8
  %v498 = icmp ult i64 %v497, %v42
  %v499 = add i64 %v496, 642
  %v500 = add i64 %v48, 642
  %v501 = icmp ult i64 %v500, %v49
  %v502 = and i1 %v498, %v501
  %v503 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v499
  %v504 = load float, float addrspace(1)* %v503, align 4
  %v505 = mul i64 8, %v41
  %v506 = add i64 %v50, %v505
  %v507 = add i64 %v40, 8
  %v508 = icmp ult i64 %v507, %v42
  %v509 = add i64 %v506, 643
  %v510 = add i64 %v48, 643
  %v511 = icmp ult i64 %v510, %v49
  %v512 = and i1 %v508, %v511
  %v513 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v509
  %v514 = load float, float addrspace(1)* %v513, align 4
  %v515 = mul i64 8, %v41
  %v516 = add i64 %v50, %v515
  %v517 = add i64 %v40, 8
  %v518 = icmp ult i64 %v517, %v42
  %v519 = add i64 %v516, 768
  %v520 = add i64 %v48, 768
  %v521 = icmp ult i64 %v520, %v49
  %v522 = and i1 %v518, %v521
  %v523 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v519
  %v524 = load float, float addrspace(1)* %v523, align 4
  %v525 = mul i64 8, %v41
  %v526 = add i64 %v50, %v525
  %v527 = add i64 %v40, 8
  %v528 = icmp ult i64 %v527, %v42
  %v529 = add i64 %v526, 769
  %v530 = add i64 %v48, 769
  %v531 = icmp ult i64 %v530, %v49
  %v532 = and i1 %v528, %v531
  %v533 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v529
  %v534 = load float, float addrspace(1)* %v533, align 4
  %v535 = mul i64 8, %v41
  %v536 = add i64 %v50, %v535
  %v537 = add i64 %v40, 8
  %v538 = icmp ult i64 %v537, %v42
  %v539 = add i64 %v536, 770
  %v540 = add i64 %v48, 770
  %v541 = icmp ult i64 %v540, %v49
  %v542 = and i1 %v538, %v541
  %v543 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v539
  %v544 = load float, float addrspace(1)* %v543, align 4
  %v545 = mul i64 8, %v41
  %v546 = add i64 %v50, %v545
  %v547 = add i64 %v40, 8
  %v548 = icmp ult i64 %v547, %v42
  %v549 = add i64 %v546, 771
  %v550 = add i64 %v48, 771
  %v551 = icmp ult i64 %v550, %v49
  %v552 = and i1 %v548, %v551
  %v553 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v549
  %v554 = load float, float addrspace(1)* %v553, align 4
  %v555 = mul i64 8, %v41
  %v556 = add i64 %v50, %v555
  %v557 = add i64 %v40, 8
  %v558 = icmp ult i64 %v557, %v42
  %v559 = add i64 %v556, 896
  %v560 = add i64 %v48, 896
  %v561 = icmp ult i64 %v560, %v49
  %v562 = and i1 %v558, %v561
  %v563 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v559
  %v564 = load float, float addrspace(1)* %v563, align 4
  %v565 = mul i64 8, %v41
  %v566 = add i64 %v50, %v565
  %v567 = add i64 %v40, 8
  %v568 = icmp ult i64 %v567, %v42
  %v569 = add i64 %v566, 897
  %v570 = add i64 %v48, 897
  %v571 = icmp ult i64 %v570, %v49
  %v572 = and i1 %v568, %v571
  %v573 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v569
  %v574 = load float, float addrspace(1)* %v573, align 4
  %v575 = mul i64 8, %v41
  %v576 = add i64 %v50, %v575
  %v577 = add i64 %v40, 8
  %v578 = icmp ult i64 %v577, %v42
  %v579 = add i64 %v576, 898
  %v580 = add i64 %v48, 898
  %v581 = icmp ult i64 %v580, %v49
  %v582 = and i1 %v578, %v581
  %v583 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v579
  %v584 = load float, float addrspace(1)* %v583, align 4
  %v585 = mul i64 8, %v41
  %v586 = add i64 %v50, %v585
  %v587 = add i64 %v40, 8
  %v588 = icmp ult i64 %v587, %v42
  %v589 = add i64 %v586, 899
  %v590 = add i64 %v48, 899
  %v591 = icmp ult i64 %v590, %v49
  %v592 = and i1 %v588, %v591
  %v593 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v589
  %v594 = load float, float addrspace(1)* %v593, align 4
  br label %ld_done3
ld_edge2:
  %v595 = bitcast float 0xFFF0000000000000 to i32
  %v596 = icmp ult i64 %v40, %v42
  %v597 = icmp ult i64 %v48, %v49
  %v598 = and i1 %v596, %v597
  %v599 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v50
  %v600 = ptrtoint float addrspace(1)* %v599 to i64
  %v601 = zext i1 %v598 to i32
  %v602 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v600, i32 %v601, i32 %v595)
  %v603 = bitcast i32 %v602 to float
  %v604 = icmp ult i64 %v40, %v42
  %v605 = add i64 %v50, 1
  %v606 = add i64 %v48, 1
  %v607 = icmp ult i64 %v606, %v49
  %v608 = and i1 %v604, %v607
  %v609 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v605
  %v610 = ptrtoint float addrspace(1)* %v609 to i64
  %v611 = zext i1 %v608 to i32
  %v612 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v610, i32 %v611, i32 %v595)
  %v613 = bitcast i32 %v612 to float
  %v614 = icmp ult i64 %v40, %v42
  %v615 = add i64 %v50, 2
  %v616 = add i64 %v48, 2
  %v617 = icmp ult i64 %v616, %v49
  %v618 = and i1 %v614, %v617
  %v619 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v615
  %v620 = ptrtoint float addrspace(1)* %v619 to i64
  %v621 = zext i1 %v618 to i32
  %v622 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v620, i32 %v621, i32 %v595)
  %v623 = bitcast i32 %v622 to float
  %v624 = icmp ult i64 %v40, %v42
  %v625 = add i64 %v50, 3
  %v626 = add i64 %v48, 3
  %v627 = icmp ult i64 %v626, %v49
  %v628 = and i1 %v624, %v627
  %v629 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v625
  %v630 = ptrtoint float addrspace(1)* %v629 to i64
  %v631 = zext i1 %v628 to i32
  %v632 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v630, i32 %v631, i32 %v595)
  %v633 = bitcast i32 %v632 to float
  %v634 = icmp ult i64 %v40, %v42
  %v635 = add i64 %v50, 128
  %v636 = add i64 %v48, 128
  %v637 = icmp ult i64 %v636, %v49
  %v638 = and i1 %v634, %v637
  %v639 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v635
  %v640 = ptrtoint float addrspace(1)* %v639 to i64
  %v641 = zext i1 %v638 to i32
  %v642 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v640, i32 %v641, i32 %v595)
  %v643 = bitcast i32 %v642 to float
  %v644 = icmp ult i64 %v40, %v42
  %v645 = add i64 %v50, 129
  %v646 = add i64 %v48, 129
  %v647 = icmp ult i64 %v646, %v49
  %v648 = and i1 %v644, %v647
  %v649 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v645
  %v650 = ptrtoint float addrspace(1)* %v649 to i64
  %v651 = zext i1 %v648 to i32
  %v652 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v650, i32 %v651, i32 %v595)
  %v653 = bitcast i32 %v652 to float
  %v654 = icmp ult i64 %v40, %v42
  %v655 = add i64 %v50, 130
  %v656 = add i64 %v48, 130
  %v657 = icmp ult i64 %v656, %v49
  %v658 = and i1 %v654, %v657
  %v659 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v655
  %v660 = ptrtoint float addrspace(1)* %v659 to i64
  %v661 = zext i1 %v658 to i32
  %v662 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v660, i32 %v661, i32 %v595)
  %v663 = bitcast i32 %v662 to float
  %v664 = icmp ult i64 %v40, %v42
  %v665 = add i64 %v50, 131
  %v666 = add i64 %v48, 131
  %v667 = icmp ult i64 %v666, %v49
  %v668 = and i1 %v664, %v667
  %v669 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v665
  %v670 = ptrtoint float addrspace(1)* %v669 to i64
  %v671 = zext i1 %v668 to i32
  %v672 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v670, i32 %v671, i32 %v595)
  %v673 = bitcast i32 %v672 to float
  %v674 = icmp ult i64 %v40, %v42
  %v675 = add i64 %v50, 256
  %v676 = add i64 %v48, 256
  %v677 = icmp ult i64 %v676, %v49
  %v678 = and i1 %v674, %v677
  %v679 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v675
  %v680 = ptrtoint float addrspace(1)* %v679 to i64
  %v681 = zext i1 %v678 to i32
  %v682 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v680, i32 %v681, i32 %v595)
  %v683 = bitcast i32 %v682 to float
  %v684 = icmp ult i64 %v40, %v42
  %v685 = add i64 %v50, 257
  %v686 = add i64 %v48, 257
  %v687 = icmp ult i64 %v686, %v49
  %v688 = and i1 %v684, %v687
  %v689 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v685
  %v690 = ptrtoint float addrspace(1)* %v689 to i64
  %v691 = zext i1 %v688 to i32
  %v692 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v690, i32 %v691, i32 %v595)
  %v693 = bitcast i32 %v692 to float
  %v694 = icmp ult i64 %v40, %v42
  %v695 = add i64 %v50, 258
  %v696 = add i64 %v48, 258
  %v697 = icmp ult i64 %v696, %v49
  %v698 = and i1 %v694, %v697
  %v699 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v695
  %v700 = ptrtoint float addrspace(1)* %v699 to i64
  %v701 = zext i1 %v698 to i32
  %v702 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v700, i32 %v701, i32 %v595)
  %v703 = bitcast i32 %v702 to float
  %v704 = icmp ult i64 %v40, %v42
  %v705 = add i64 %v50, 259
  %v706 = add i64 %v48, 259
  %v707 = icmp ult i64 %v706, %v49
  %v708 = and i1 %v704, %v707
  %v709 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v705
  %v710 = ptrtoint float addrspace(1)* %v709 to i64
  %v711 = zext i1 %v708 to i32
  %v712 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v710, i32 %v711, i32 %v595)
  %v713 = bitcast i32 %v712 to float
  %v714 = icmp ult i64 %v40, %v42
  %v715 = add i64 %v50, 384
  %v716 = add i64 %v48, 384
  %v717 = icmp ult i64 %v716, %v49
  %v718 = and i1 %v714, %v717
  %v719 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v715
  %v720 = ptrtoint float addrspace(1)* %v719 to i64
  %v721 = zext i1 %v718 to i32
  %v722 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v720, i32 %v721, i32 %v595)
  %v723 = bitcast i32 %v722 to float
  %v724 = icmp ult i64 %v40, %v42
  %v725 = add i64 %v50, 385
  %v726 = add i64 %v48, 385
  %v727 = icmp ult i64 %v726, %v49
  %v728 = and i1 %v724, %v727
  %v729 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v725
  %v730 = ptrtoint float addrspace(1)* %v729 to i64
  %v731 = zext i1 %v728 to i32
  %v732 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v730, i32 %v731, i32 %v595)
  %v733 = bitcast i32 %v732 to float
  %v734 = icmp ult i64 %v40, %v42
  %v735 = add i64 %v50, 386
  %v736 = add i64 %v48, 386
  %v737 = icmp ult i64 %v736, %v49
  %v738 = and i1 %v734, %v737
  %v739 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v735
  %v740 = ptrtoint float addrspace(1)* %v739 to i64
  %v741 = zext i1 %v738 to i32
  %v742 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v740, i32 %v741, i32 %v595)
  %v743 = bitcast i32 %v742 to float
  %v744 = icmp ult i64 %v40, %v42
  %v745 = add i64 %v50, 387
  %v746 = add i64 %v48, 387
  %v747 = icmp ult i64 %v746, %v49
  %v748 = and i1 %v744, %v747
  %v749 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v745
  %v750 = ptrtoint float addrspace(1)* %v749 to i64
  %v751 = zext i1 %v748 to i32
  %v752 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v750, i32 %v751, i32 %v595)
  %v753 = bitcast i32 %v752 to float
  %v754 = icmp ult i64 %v40, %v42
  %v755 = add i64 %v50, 512
  %v756 = add i64 %v48, 512
  %v757 = icmp ult i64 %v756, %v49
  %v758 = and i1 %v754, %v757
  %v759 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v755
  %v760 = ptrtoint float addrspace(1)* %v759 to i64
  %v761 = zext i1 %v758 to i32
  %v762 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v760, i32 %v761, i32 %v595)
  %v763 = bitcast i32 %v762 to float
  %v764 = icmp ult i64 %v40, %v42
  %v765 = add i64 %v50, 513
  %v766 = add i64 %v48, 513
  %v767 = icmp ult i64 %v766, %v49
  %v768 = and i1 %v764, %v767
  %v769 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v765
  %v770 = ptrtoint float addrspace(1)* %v769 to i64
  %v771 = zext i1 %v768 to i32
  %v772 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v770, i32 %v771, i32 %v595)
  %v773 = bitcast i32 %v772 to float
  %v774 = icmp ult i64 %v40, %v42
  %v775 = add i64 %v50, 514
  %v776 = add i64 %v48, 514
  %v777 = icmp ult i64 %v776, %v49
  %v778 = and i1 %v774, %v777
  %v779 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v775
  %v780 = ptrtoint float addrspace(1)* %v779 to i64
  %v781 = zext i1 %v778 to i32
  %v782 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v780, i32 %v781, i32 %v595)
  %v783 = bitcast i32 %v782 to float
  %v784 = icmp ult i64 %v40, %v42
  %v785 = add i64 %v50, 515
  %v786 = add i64 %v48, 515
  %v787 = icmp ult i64 %v786, %v49
  %v788 = and i1 %v784, %v787
  %v789 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v785
  %v790 = ptrtoint float addrspace(1)* %v789 to i64
  %v791 = zext i1 %v788 to i32
  %v792 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v790, i32 %v791, i32 %v595)
  %v793 = bitcast i32 %v792 to float
  %v794 = icmp ult i64 %v40, %v42
  %v795 = add i64 %v50, 640
  %v796 = add i64 %v48, 640
  %v797 = icmp ult i64 %v796, %v49
  %v798 = and i1 %v794, %v797
  %v799 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v795
  %v800 = ptrtoint float addrspace(1)* %v799 to i64
  %v801 = zext i1 %v798 to i32
  %v802 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v800, i32 %v801, i32 %v595)
  %v803 = bitcast i32 %v802 to float
  %v804 = icmp ult i64 %v40, %v42
  %v805 = add i64 %v50, 641
  %v806 = add i64 %v48, 641
  %v807 = icmp ult i64 %v806, %v49
  %v808 = and i1 %v804, %v807
  %v809 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v805
  %v810 = ptrtoint float addrspace(1)* %v809 to i64
  %v811 = zext i1 %v808 to i32
  %v812 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v810, i32 %v811, i32 %v595)
  %v813 = bitcast i32 %v812 to float
  %v814 = icmp ult i64 %v40, %v42
  %v815 = add i64 %v50, 642
  %v816 = add i64 %v48, 642
  %v817 = icmp ult i64 %v816, %v49
  %v818 = and i1 %v814, %v817
  %v819 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v815
  %v820 = ptrtoint float addrspace(1)* %v819 to i64
  %v821 = zext i1 %v818 to i32
  %v822 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v820, i32 %v821, i32 %v595)
  %v823 = bitcast i32 %v822 to float
  %v824 = icmp ult i64 %v40, %v42
  %v825 = add i64 %v50, 643
  %v826 = add i64 %v48, 643
  %v827 = icmp ult i64 %v826, %v49
  %v828 = and i1 %v824, %v827
  %v829 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v825
  %v830 = ptrtoint float addrspace(1)* %v829 to i64
  %v831 = zext i1 %v828 to i32
  %v832 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v830, i32 %v831, i32 %v595)
  %v833 = bitcast i32 %v832 to float
  %v834 = icmp ult i64 %v40, %v42
  %v835 = add i64 %v50, 768
  %v836 = add i64 %v48, 768
  %v837 = icmp ult i64 %v836, %v49
  %v838 = and i1 %v834, %v837
  %v839 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v835
  %v840 = ptrtoint float addrspace(1)* %v839 to i64
  %v841 = zext i1 %v838 to i32
  %v842 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v840, i32 %v841, i32 %v595)
  %v843 = bitcast i32 %v842 to float
  %v844 = icmp ult i64 %v40, %v42
  %v845 = add i64 %v50, 769
  %v846 = add i64 %v48, 769
  %v847 = icmp ult i64 %v846, %v49
  %v848 = and i1 %v844, %v847
  %v849 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v845
  %v850 = ptrtoint float addrspace(1)* %v849 to i64
  %v851 = zext i1 %v848 to i32
  %v852 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v850, i32 %v851, i32 %v595)
  %v853 = bitcast i32 %v852 to float
  %v854 = icmp ult i64 %v40, %v42
  %v855 = add i64 %v50, 770
  %v856 = add i64 %v48, 770
  %v857 = icmp ult i64 %v856, %v49
  %v858 = and i1 %v854, %v857
  %v859 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v855
  %v860 = ptrtoint float addrspace(1)* %v859 to i64
  %v861 = zext i1 %v858 to i32
  %v862 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v860, i32 %v861, i32 %v595)
  %v863 = bitcast i32 %v862 to float
  %v864 = icmp ult i64 %v40, %v42
  %v865 = add i64 %v50, 771
  %v866 = add i64 %v48, 771
  %v867 = icmp ult i64 %v866, %v49
  %v868 = and i1 %v864, %v867
  %v869 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v865
  %v870 = ptrtoint float addrspace(1)* %v869 to i64
  %v871 = zext i1 %v868 to i32
  %v872 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v870, i32 %v871, i32 %v595)
  %v873 = bitcast i32 %v872 to float
  %v874 = icmp ult i64 %v40, %v42
  %v875 = add i64 %v50, 896
  %v876 = add i64 %v48, 896
  %v877 = icmp ult i64 %v876, %v49
  %v878 = and i1 %v874, %v877
  %v879 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v875
  %v880 = ptrtoint float addrspace(1)* %v879 to i64
  %v881 = zext i1 %v878 to i32
  %v882 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v880, i32 %v881, i32 %v595)
  %v883 = bitcast i32 %v882 to float
  %v884 = icmp ult i64 %v40, %v42
  %v885 = add i64 %v50, 897
  %v886 = add i64 %v48, 897
  %v887 = icmp ult i64 %v886, %v49
  %v888 = and i1 %v884, %v887
  %v889 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v885
  %v890 = ptrtoint float addrspace(1)* %v889 to i64
  %v891 = zext i1 %v888 to i32
  %v892 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v890, i32 %v891, i32 %v595)
  %v893 = bitcast i32 %v892 to float
  %v894 = icmp ult i64 %v40, %v42
  %v895 = add i64 %v50, 898
  %v896 = add i64 %v48, 898
  %v897 = icmp ult i64 %v896, %v49
  %v898 = and i1 %v894, %v897
  %v899 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v895
  %v900 = ptrtoint float addrspace(1)* %v899 to i64
  %v901 = zext i1 %v898 to i32
  %v902 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v900, i32 %v901, i32 %v595)
  %v903 = bitcast i32 %v902 to float
  %v904 = icmp ult i64 %v40, %v42
  %v905 = add i64 %v50, 899
  %v906 = add i64 %v48, 899
  %v907 = icmp ult i64 %v906, %v49
  %v908 = and i1 %v904, %v907
  %v909 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v905
  %v910 = ptrtoint float addrspace(1)* %v909 to i64
  %v911 = zext i1 %v908 to i32
  %v912 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v910, i32 %v911, i32 %v595)
  %v913 = bitcast i32 %v912 to float
  %v914 = mul i64 8, %v41
  %v915 = add i64 %v50, %v914
  %v916 = add i64 %v40, 8
  %v917 = icmp ult i64 %v916, %v42
  %v918 = icmp ult i64 %v48, %v49
  %v919 = and i1 %v917, %v918
  %v920 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v915
  %v921 = ptrtoint float addrspace(1)* %v920 to i64
  %v922 = zext i1 %v919 to i32
  %v923 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v921, i32 %v922, i32 %v595)
  %v924 = bitcast i32 %v923 to float
  %v925 = mul i64 8, %v41
  %v926 = add i64 %v50, %v925
  %v927 = add i64 %v40, 8
  %v928 = icmp ult i64 %v927, %v42
  %v929 = add i64 %v926, 1
  %v930 = add i64 %v48, 1
  %v931 = icmp ult i64 %v930, %v49
  %v932 = and i1 %v928, %v931
  %v933 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v929
  %v934 = ptrtoint float addrspace(1)* %v933 to i64
  %v935 = zext i1 %v932 to i32
  %v936 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v934, i32 %v935, i32 %v595)
  %v937 = bitcast i32 %v936 to float
  %v938 = mul i64 8, %v41
  %v939 = add i64 %v50, %v938
  %v940 = add i64 %v40, 8
  %v941 = icmp ult i64 %v940, %v42
  %v942 = add i64 %v939, 2
  %v943 = add i64 %v48, 2
  %v944 = icmp ult i64 %v943, %v49
  %v945 = and i1 %v941, %v944
  %v946 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v942
  %v947 = ptrtoint float addrspace(1)* %v946 to i64
  %v948 = zext i1 %v945 to i32
  %v949 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v947, i32 %v948, i32 %v595)
  %v950 = bitcast i32 %v949 to float
  %v951 = mul i64 8, %v41
  %v952 = add i64 %v50, %v951
  %v953 = add i64 %v40, 8
  %v954 = icmp ult i64 %v953, %v42
  %v955 = add i64 %v952, 3
  %v956 = add i64 %v48, 3
  %v957 = icmp ult i64 %v956, %v49
  %v958 = and i1 %v954, %v957
  %v959 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v955
  %v960 = ptrtoint float addrspace(1)* %v959 to i64
  %v961 = zext i1 %v958 to i32
  %v962 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v960, i32 %v961, i32 %v595)
  %v963 = bitcast i32 %v962 to float
  %v964 = mul i64 8, %v41
  %v965 = add i64 %v50, %v964
  %v966 = add i64 %v40, 8
  %v967 = icmp ult i64 %v966, %v42
  %v968 = add i64 %v965, 128
  %v969 = add i64 %v48, 128
  %v970 = icmp ult i64 %v969, %v49
  %v971 = and i1 %v967, %v970
  %v972 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v968
  %v973 = ptrtoint float addrspace(1)* %v972 to i64
  %v974 = zext i1 %v971 to i32
  %v975 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v973, i32 %v974, i32 %v595)
  %v976 = bitcast i32 %v975 to float
  %v977 = mul i64 8, %v41
  %v978 = add i64 %v50, %v977
  %v979 = add i64 %v40, 8
  %v980 = icmp ult i64 %v979, %v42
  %v981 = add i64 %v978, 129
  %v982 = add i64 %v48, 129
  %v983 = icmp ult i64 %v982, %v49
  %v984 = and i1 %v980, %v983
  %v985 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v981
  %v986 = ptrtoint float addrspace(1)* %v985 to i64
  %v987 = zext i1 %v984 to i32
  %v988 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v986, i32 %v987, i32 %v595)
  %v989 = bitcast i32 %v988 to float
  %v990 = mul i64 8, %v41
  %v991 = add i64 %v50, %v990
  %v992 = add i64 %v40, 8
  %v993 = icmp ult i64 %v992, %v42
  %v994 = add i64 %v991, 130
  %v995 = add i64 %v48, 130
  %v996 = icmp ult i64 %v995, %v49
  %v997 = and i1 %v993, %v996
  %v998 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v994
  %v999 = ptrtoint float addrspace(1)* %v998 to i64
  %v1000 = zext i1 %v997 to i32
  %v1001 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v999, i32 %v1000, i32 %v595)
  %v1002 = bitcast i32 %v1001 to float
  %v1003 = mul i64 8, %v41
  %v1004 = add i64 %v50, %v1003
  %v1005 = add i64 %v40, 8
  %v1006 = icmp ult i64 %v1005, %v42
  %v1007 = add i64 %v1004, 131
  %v1008 = add i64 %v48, 131
  %v1009 = icmp ult i64 %v1008, %v49
  %v1010 = and i1 %v1006, %v1009
  %v1011 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1007
  %v1012 = ptrtoint float addrspace(1)* %v1011 to i64
  %v1013 = zext i1 %v1010 to i32
  %v1014 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1012, i32 %v1013, i32 %v595)
  %v1015 = bitcast i32 %v1014 to float
  %v1016 = mul i64 8, %v41
  %v1017 = add i64 %v50, %v1016
  %v1018 = add i64 %v40, 8
  %v1019 = icmp ult i64 %v1018, %v42
  %v1020 = add i64 %v1017, 256
  %v1021 = add i64 %v48, 256
  %v1022 = icmp ult i64 %v1021, %v49
  %v1023 = and i1 %v1019, %v1022
  %v1024 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1020
  %v1025 = ptrtoint float addrspace(1)* %v1024 to i64
  %v1026 = zext i1 %v1023 to i32
  %v1027 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1025, i32 %v1026, i32 %v595)
  %v1028 = bitcast i32 %v1027 to float
  %v1029 = mul i64 8, %v41
  %v1030 = add i64 %v50, %v1029
  %v1031 = add i64 %v40, 8
  %v1032 = icmp ult i64 %v1031, %v42
  %v1033 = add i64 %v1030, 257
  %v1034 = add i64 %v48, 257
  %v1035 = icmp ult i64 %v1034, %v49
  %v1036 = and i1 %v1032, %v1035
  %v1037 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1033
  %v1038 = ptrtoint float addrspace(1)* %v1037 to i64
  %v1039 = zext i1 %v1036 to i32
  %v1040 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1038, i32 %v1039, i32 %v595)
  %v1041 = bitcast i32 %v1040 to float
  %v1042 = mul i64 8, %v41
  %v1043 = add i64 %v50, %v1042
  %v1044 = add i64 %v40, 8
  %v1045 = icmp ult i64 %v1044, %v42
  %v1046 = add i64 %v1043, 258
  %v1047 = add i64 %v48, 258
  %v1048 = icmp ult i64 %v1047, %v49
  %v1049 = and i1 %v1045, %v1048
  %v1050 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1046
  %v1051 = ptrtoint float addrspace(1)* %v1050 to i64
  %v1052 = zext i1 %v1049 to i32
  %v1053 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1051, i32 %v1052, i32 %v595)
  %v1054 = bitcast i32 %v1053 to float
  %v1055 = mul i64 8, %v41
  %v1056 = add i64 %v50, %v1055
  %v1057 = add i64 %v40, 8
  %v1058 = icmp ult i64 %v1057, %v42
  %v1059 = add i64 %v1056, 259
  %v1060 = add i64 %v48, 259
  %v1061 = icmp ult i64 %v1060, %v49
  %v1062 = and i1 %v1058, %v1061
  %v1063 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1059
  %v1064 = ptrtoint float addrspace(1)* %v1063 to i64
  %v1065 = zext i1 %v1062 to i32
  %v1066 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1064, i32 %v1065, i32 %v595)
  %v1067 = bitcast i32 %v1066 to float
  %v1068 = mul i64 8, %v41
  %v1069 = add i64 %v50, %v1068
  %v1070 = add i64 %v40, 8
  %v1071 = icmp ult i64 %v1070, %v42
  %v1072 = add i64 %v1069, 384
  %v1073 = add i64 %v48, 384
  %v1074 = icmp ult i64 %v1073, %v49
  %v1075 = and i1 %v1071, %v1074
  %v1076 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1072
  %v1077 = ptrtoint float addrspace(1)* %v1076 to i64
  %v1078 = zext i1 %v1075 to i32
  %v1079 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1077, i32 %v1078, i32 %v595)
  %v1080 = bitcast i32 %v1079 to float
  %v1081 = mul i64 8, %v41
  %v1082 = add i64 %v50, %v1081
  %v1083 = add i64 %v40, 8
  %v1084 = icmp ult i64 %v1083, %v42
  %v1085 = add i64 %v1082, 385
  %v1086 = add i64 %v48, 385
  %v1087 = icmp ult i64 %v1086, %v49
  %v1088 = and i1 %v1084, %v1087
  %v1089 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1085
  %v1090 = ptrtoint float addrspace(1)* %v1089 to i64
  %v1091 = zext i1 %v1088 to i32
  %v1092 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1090, i32 %v1091, i32 %v595)
  %v1093 = bitcast i32 %v1092 to float
  %v1094 = mul i64 8, %v41
  %v1095 = add i64 %v50, %v1094
  %v1096 = add i64 %v40, 8
  %v1097 = icmp ult i64 %v1096, %v42
  %v1098 = add i64 %v1095, 386
  %v1099 = add i64 %v48, 386
  %v1100 = icmp ult i64 %v1099, %v49
  %v1101 = and i1 %v1097, %v1100
  %v1102 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1098
  %v1103 = ptrtoint float addrspace(1)* %v1102 to i64
  %v1104 = zext i1 %v1101 to i32
  %v1105 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1103, i32 %v1104, i32 %v595)
  %v1106 = bitcast i32 %v1105 to float
  %v1107 = mul i64 8, %v41
  %v1108 = add i64 %v50, %v1107
  %v1109 = add i64 %v40, 8
  %v1110 = icmp ult i64 %v1109, %v42
  %v1111 = add i64 %v1108, 387
  %v1112 = add i64 %v48, 387
  %v1113 = icmp ult i64 %v1112, %v49
  %v1114 = and i1 %v1110, %v1113
  %v1115 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1111
  %v1116 = ptrtoint float addrspace(1)* %v1115 to i64
  %v1117 = zext i1 %v1114 to i32
  %v1118 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1116, i32 %v1117, i32 %v595)
  %v1119 = bitcast i32 %v1118 to float
  %v1120 = mul i64 8, %v41
  %v1121 = add i64 %v50, %v1120
  %v1122 = add i64 %v40, 8
  %v1123 = icmp ult i64 %v1122, %v42
  %v1124 = add i64 %v1121, 512
  %v1125 = add i64 %v48, 512
  %v1126 = icmp ult i64 %v1125, %v49
  %v1127 = and i1 %v1123, %v1126
  %v1128 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1124
  %v1129 = ptrtoint float addrspace(1)* %v1128 to i64
  %v1130 = zext i1 %v1127 to i32
  %v1131 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1129, i32 %v1130, i32 %v595)
  %v1132 = bitcast i32 %v1131 to float
  %v1133 = mul i64 8, %v41
  %v1134 = add i64 %v50, %v1133
  %v1135 = add i64 %v40, 8
  %v1136 = icmp ult i64 %v1135, %v42
  %v1137 = add i64 %v1134, 513
  %v1138 = add i64 %v48, 513
  %v1139 = icmp ult i64 %v1138, %v49
  %v1140 = and i1 %v1136, %v1139
  %v1141 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1137
  %v1142 = ptrtoint float addrspace(1)* %v1141 to i64
  %v1143 = zext i1 %v1140 to i32
  %v1144 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1142, i32 %v1143, i32 %v595)
  %v1145 = bitcast i32 %v1144 to float
  %v1146 = mul i64 8, %v41
  %v1147 = add i64 %v50, %v1146
  %v1148 = add i64 %v40, 8
  %v1149 = icmp ult i64 %v1148, %v42
  %v1150 = add i64 %v1147, 514
  %v1151 = add i64 %v48, 514
  %v1152 = icmp ult i64 %v1151, %v49
  %v1153 = and i1 %v1149, %v1152
  %v1154 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1150
  %v1155 = ptrtoint float addrspace(1)* %v1154 to i64
  %v1156 = zext i1 %v1153 to i32
  %v1157 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1155, i32 %v1156, i32 %v595)
  %v1158 = bitcast i32 %v1157 to float
  %v1159 = mul i64 8, %v41
  %v1160 = add i64 %v50, %v1159
  %v1161 = add i64 %v40, 8
  %v1162 = icmp ult i64 %v1161, %v42
  %v1163 = add i64 %v1160, 515
  %v1164 = add i64 %v48, 515
  %v1165 = icmp ult i64 %v1164, %v49
  %v1166 = and i1 %v1162, %v1165
  %v1167 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1163
  %v1168 = ptrtoint float addrspace(1)* %v1167 to i64
  %v1169 = zext i1 %v1166 to i32
  %v1170 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1168, i32 %v1169, i32 %v595)
  %v1171 = bitcast i32 %v1170 to float
  %v1172 = mul i64 8, %v41
  %v1173 = add i64 %v50, %v1172
  %v1174 = add i64 %v40, 8
  %v1175 = icmp ult i64 %v1174, %v42
  %v1176 = add i64 %v1173, 640
  %v1177 = add i64 %v48, 640
  %v1178 = icmp ult i64 %v1177, %v49
  %v1179 = and i1 %v1175, %v1178
  %v1180 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1176
  %v1181 = ptrtoint float addrspace(1)* %v1180 to i64
  %v1182 = zext i1 %v1179 to i32
  %v1183 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1181, i32 %v1182, i32 %v595)
  %v1184 = bitcast i32 %v1183 to float
  %v1185 = mul i64 8, %v41
  %v1186 = add i64 %v50, %v1185
  %v1187 = add i64 %v40, 8
  %v1188 = icmp ult i64 %v1187, %v42
  %v1189 = add i64 %v1186, 641
  %v1190 = add i64 %v48, 641
  %v1191 = icmp ult i64 %v1190, %v49
  %v1192 = and i1 %v1188, %v1191
  %v1193 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1189
  %v1194 = ptrtoint float addrspace(1)* %v1193 to i64
  %v1195 = zext i1 %v1192 to i32
  %v1196 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1194, i32 %v1195, i32 %v595)
  %v1197 = bitcast i32 %v1196 to float
  %v1198 = mul i64 8, %v41
  %v1199 = add i64 %v50, %v1198
  %v1200 = add i64 %v40, 8
  %v1201 = icmp ult i64 %v1200, %v42
  %v1202 = add i64 %v1199, 642
  %v1203 = add i64 %v48, 642
  %v1204 = icmp ult i64 %v1203, %v49
  %v1205 = and i1 %v1201, %v1204
  %v1206 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1202
  %v1207 = ptrtoint float addrspace(1)* %v1206 to i64
  %v1208 = zext i1 %v1205 to i32
  %v1209 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1207, i32 %v1208, i32 %v595)
  %v1210 = bitcast i32 %v1209 to float
  %v1211 = mul i64 8, %v41
  %v1212 = add i64 %v50, %v1211
  %v1213 = add i64 %v40, 8
  %v1214 = icmp ult i64 %v1213, %v42
  %v1215 = add i64 %v1212, 643
  %v1216 = add i64 %v48, 643
  %v1217 = icmp ult i64 %v1216, %v49
  %v1218 = and i1 %v1214, %v1217
  %v1219 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1215
  %v1220 = ptrtoint float addrspace(1)* %v1219 to i64
  %v1221 = zext i1 %v1218 to i32
  %v1222 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1220, i32 %v1221, i32 %v595)
  %v1223 = bitcast i32 %v1222 to float
  %v1224 = mul i64 8, %v41
  %v1225 = add i64 %v50, %v1224
  %v1226 = add i64 %v40, 8
  %v1227 = icmp ult i64 %v1226, %v42
  %v1228 = add i64 %v1225, 768
  %v1229 = add i64 %v48, 768
  %v1230 = icmp ult i64 %v1229, %v49
  %v1231 = and i1 %v1227, %v1230
  %v1232 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1228
  %v1233 = ptrtoint float addrspace(1)* %v1232 to i64
  %v1234 = zext i1 %v1231 to i32
  %v1235 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1233, i32 %v1234, i32 %v595)
  %v1236 = bitcast i32 %v1235 to float
  %v1237 = mul i64 8, %v41
  %v1238 = add i64 %v50, %v1237
  %v1239 = add i64 %v40, 8
  %v1240 = icmp ult i64 %v1239, %v42
  %v1241 = add i64 %v1238, 769
  %v1242 = add i64 %v48, 769
  %v1243 = icmp ult i64 %v1242, %v49
  %v1244 = and i1 %v1240, %v1243
  %v1245 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1241
  %v1246 = ptrtoint float addrspace(1)* %v1245 to i64
  %v1247 = zext i1 %v1244 to i32
  %v1248 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1246, i32 %v1247, i32 %v595)
  %v1249 = bitcast i32 %v1248 to float
  %v1250 = mul i64 8, %v41
  %v1251 = add i64 %v50, %v1250
  %v1252 = add i64 %v40, 8
  %v1253 = icmp ult i64 %v1252, %v42
  %v1254 = add i64 %v1251, 770
  %v1255 = add i64 %v48, 770
  %v1256 = icmp ult i64 %v1255, %v49
  %v1257 = and i1 %v1253, %v1256
  %v1258 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1254
  %v1259 = ptrtoint float addrspace(1)* %v1258 to i64
  %v1260 = zext i1 %v1257 to i32
  %v1261 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1259, i32 %v1260, i32 %v595)
  %v1262 = bitcast i32 %v1261 to float
  %v1263 = mul i64 8, %v41
  %v1264 = add i64 %v50, %v1263
  %v1265 = add i64 %v40, 8
  %v1266 = icmp ult i64 %v1265, %v42
  %v1267 = add i64 %v1264, 771
  %v1268 = add i64 %v48, 771
  %v1269 = icmp ult i64 %v1268, %v49
  %v1270 = and i1 %v1266, %v1269
  %v1271 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1267
  %v1272 = ptrtoint float addrspace(1)* %v1271 to i64
  %v1273 = zext i1 %v1270 to i32
  %v1274 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1272, i32 %v1273, i32 %v595)
  %v1275 = bitcast i32 %v1274 to float
  %v1276 = mul i64 8, %v41
  %v1277 = add i64 %v50, %v1276
  %v1278 = add i64 %v40, 8
  %v1279 = icmp ult i64 %v1278, %v42
  %v1280 = add i64 %v1277, 896
  %v1281 = add i64 %v48, 896
  %v1282 = icmp ult i64 %v1281, %v49
  %v1283 = and i1 %v1279, %v1282
  %v1284 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1280
  %v1285 = ptrtoint float addrspace(1)* %v1284 to i64
  %v1286 = zext i1 %v1283 to i32
  %v1287 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1285, i32 %v1286, i32 %v595)
  %v1288 = bitcast i32 %v1287 to float
  %v1289 = mul i64 8, %v41
  %v1290 = add i64 %v50, %v1289
  %v1291 = add i64 %v40, 8
  %v1292 = icmp ult i64 %v1291, %v42
  %v1293 = add i64 %v1290, 897
  %v1294 = add i64 %v48, 897
  %v1295 = icmp ult i64 %v1294, %v49
  %v1296 = and i1 %v1292, %v1295
  %v1297 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1293
  %v1298 = ptrtoint float addrspace(1)* %v1297 to i64
  %v1299 = zext i1 %v1296 to i32
  %v1300 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1298, i32 %v1299, i32 %v595)
  %v1301 = bitcast i32 %v1300 to float
  %v1302 = mul i64 8, %v41
  %v1303 = add i64 %v50, %v1302
  %v1304 = add i64 %v40, 8
  %v1305 = icmp ult i64 %v1304, %v42
  %v1306 = add i64 %v1303, 898
  %v1307 = add i64 %v48, 898
  %v1308 = icmp ult i64 %v1307, %v49
  %v1309 = and i1 %v1305, %v1308
  %v1310 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1306
  %v1311 = ptrtoint float addrspace(1)* %v1310 to i64
  %v1312 = zext i1 %v1309 to i32
  %v1313 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1311, i32 %v1312, i32 %v595)
  %v1314 = bitcast i32 %v1313 to float
  %v1315 = mul i64 8, %v41
  %v1316 = add i64 %v50, %v1315
  %v1317 = add i64 %v40, 8
  %v1318 = icmp ult i64 %v1317, %v42
  %v1319 = add i64 %v1316, 899
  %v1320 = add i64 %v48, 899
  %v1321 = icmp ult i64 %v1320, %v49
  %v1322 = and i1 %v1318, %v1321
  %v1323 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1319
  %v1324 = ptrtoint float addrspace(1)* %v1323 to i64
  %v1325 = zext i1 %v1322 to i32
  %v1326 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1324, i32 %v1325, i32 %v595)
  %v1327 = bitcast i32 %v1326 to float
  br label %ld_done3
ld_done3:
  %v1328 = phi float [ %v59, %ld_full1 ], [ %v603, %ld_edge2 ]
  %v1329 = phi float [ %v66, %ld_full1 ], [ %v613, %ld_edge2 ]
  %v1330 = phi float [ %v73, %ld_full1 ], [ %v623, %ld_edge2 ]
  %v1331 = phi float [ %v80, %ld_full1 ], [ %v633, %ld_edge2 ]
  %v1332 = phi float [ %v87, %ld_full1 ], [ %v643, %ld_edge2 ]
  %v1333 = phi float [ %v94, %ld_full1 ], [ %v653, %ld_edge2 ]
  %v1334 = phi float [ %v101, %ld_full1 ], [ %v663, %ld_edge2 ]
  %v1335 = phi float [ %v108, %ld_full1 ], [ %v673, %ld_edge2 ]
  %v1336 = phi float [ %v115, %ld_full1 ], [ %v683, %ld_edge2 ]
  %v1337 = phi float [ %v122, %ld_full1 ], [ %v693, %ld_edge2 ]
  %v1338 = phi float [ %v129, %ld_full1 ], [ %v703, %ld_edge2 ]
  %v1339 = phi float [ %v136, %ld_full1 ], [ %v713, %ld_edge2 ]
  %v1340 = phi float [ %v143, %ld_full1 ], [ %v723, %ld_edge2 ]
  %v1341 = phi float [ %v150, %ld_full1 ], [ %v733, %ld_edge2 ]
  %v1342 = phi float [ %v157, %ld_full1 ], [ %v743, %ld_edge2 ]
  %v1343 = phi float [ %v164, %ld_full1 ], [ %v753, %ld_edge2 ]
  %v1344 = phi float [ %v171, %ld_full1 ], [ %v763, %ld_edge2 ]
  %v1345 = phi float [ %v178, %ld_full1 ], [ %v773, %ld_edge2 ]
  %v1346 = phi float [ %v185, %ld_full1 ], [ %v783, %ld_edge2 ]
  %v1347 = phi float [ %v192, %ld_full1 ], [ %v793, %ld_edge2 ]
  %v1348 = phi float [ %v199, %ld_full1 ], [ %v803, %ld_edge2 ]
  %v1349 = phi float [ %v206, %ld_full1 ], [ %v813, %ld_edge2 ]
  %v1350 = phi float [ %v213, %ld_full1 ], [ %v823, %ld_edge2 ]
  %v1351 = phi float [ %v220, %ld_full1 ], [ %v833, %ld_edge2 ]
  %v1352 = phi float [ %v227, %ld_full1 ], [ %v843, %ld_edge2 ]
  %v1353 = phi float [ %v234, %ld_full1 ], [ %v853, %ld_edge2 ]
  %v1354 = phi float [ %v241, %ld_full1 ], [ %v863, %ld_edge2 ]
  %v1355 = phi float [ %v248, %ld_full1 ], [ %v873, %ld_edge2 ]
  %v1356 = phi float [ %v255, %ld_full1 ], [ %v883, %ld_edge2 ]
  %v1357 = phi float [ %v262, %ld_full1 ], [ %v893, %ld_edge2 ]
  %v1358 = phi float [ %v269, %ld_full1 ], [ %v903, %ld_edge2 ]
  %v1359 = phi float [ %v276, %ld_full1 ], [ %v913, %ld_edge2 ]
  %v1360 = phi float [ %v284, %ld_full1 ], [ %v924, %ld_edge2 ]
  %v1361 = phi float [ %v294, %ld_full1 ], [ %v937, %ld_edge2 ]
  %v1362 = phi float [ %v304, %ld_full1 ], [ %v950, %ld_edge2 ]
  %v1363 = phi float [ %v314, %ld_full1 ], [ %v963, %ld_edge2 ]
  %v1364 = phi float [ %v324, %ld_full1 ], [ %v976, %ld_edge2 ]
  %v1365 = phi float [ %v334, %ld_full1 ], [ %v989, %ld_edge2 ]
  %v1366 = phi float [ %v344, %ld_full1 ], [ %v1002, %ld_edge2 ]
  %v1367 = phi float [ %v354, %ld_full1 ], [ %v1015, %ld_edge2 ]
  %v1368 = phi float [ %v364, %ld_full1 ], [ %v1028, %ld_edge2 ]
  %v1369 = phi float [ %v374, %ld_full1 ], [ %v1041, %ld_edge2 ]
  %v1370 = phi float [ %v384, %ld_full1 ], [ %v1054, %ld_edge2 ]
  %v1371 = phi float [ %v394, %ld_full1 ], [ %v1067, %ld_edge2 ]
  %v1372 = phi float [ %v404, %ld_full1 ], [ %v1080, %ld_edge2 ]
  %v1373 = phi float [ %v414, %ld_full1 ], [ %v1093, %ld_edge2 ]
  %v1374 = phi float [ %v424, %ld_full1 ], [ %v1106, %ld_edge2 ]
  %v1375 = phi float [ %v434, %ld_full1 ], [ %v1119, %ld_edge2 ]
  %v1376 = phi float [ %v444, %ld_full1 ], [ %v1132, %ld_edge2 ]
  %v1377 = phi float [ %v454, %ld_full1 ], [ %v1145, %ld_edge2 ]
  %v1378 = phi float [ %v464, %ld_full1 ], [ %v1158, %ld_edge2 ]
  %v1379 = phi float [ %v474, %ld_full1 ], [ %v1171, %ld_edge2 ]
  %v1380 = phi float [ %v484, %ld_full1 ], [ %v1184, %ld_edge2 ]
  %v1381 = phi float [ %v494, %ld_full1 ], [ %v1197, %ld_edge2 ]
  %v1382 = phi float [ %v504, %ld_full1 ], [ %v1210, %ld_edge2 ]
  %v1383 = phi float [ %v514, %ld_full1 ], [ %v1223, %ld_edge2 ]
  %v1384 = phi float [ %v524, %ld_full1 ], [ %v1236, %ld_edge2 ]
  %v1385 = phi float [ %v534, %ld_full1 ], [ %v1249, %ld_edge2 ]
  %v1386 = phi float [ %v544, %ld_full1 ], [ %v1262, %ld_edge2 ]
  %v1387 = phi float [ %v554, %ld_full1 ], [ %v1275, %ld_edge2 ]
  %v1388 = phi float [ %v564, %ld_full1 ], [ %v1288, %ld_edge2 ]
  %v1389 = phi float [ %v574, %ld_full1 ], [ %v1301, %ld_edge2 ]
  %v1390 = phi float [ %v584, %ld_full1 ], [ %v1314, %ld_edge2 ]
  %v1391 = phi float [ %v594, %ld_full1 ], [ %v1327, %ld_edge2 ]
  %v1392 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1328, float %v1329)
  %v1393 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1360, float %v1361)
  %v1394 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1392, float %v1330)
  %v1395 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1393, float %v1362)
  %v1396 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1394, float %v1331)
  %v1397 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1395, float %v1363)
  %v1398 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1396, float %v1332)
  %v1399 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1397, float %v1364)
  %v1400 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1398, float %v1333)
  %v1401 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1399, float %v1365)
  %v1402 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1400, float %v1334)
  %v1403 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1401, float %v1366)
  %v1404 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1402, float %v1335)
  %v1405 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1403, float %v1367)
  %v1406 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1404, float %v1336)
  %v1407 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1405, float %v1368)
  %v1408 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1406, float %v1337)
  %v1409 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1407, float %v1369)
  %v1410 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1408, float %v1338)
  %v1411 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1409, float %v1370)
  %v1412 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1410, float %v1339)
  %v1413 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1411, float %v1371)
  %v1414 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1412, float %v1340)
  %v1415 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1413, float %v1372)
  %v1416 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1414, float %v1341)
  %v1417 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1415, float %v1373)
  %v1418 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1416, float %v1342)
  %v1419 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1417, float %v1374)
  %v1420 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1418, float %v1343)
  %v1421 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1419, float %v1375)
  %v1422 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1420, float %v1344)
  %v1423 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1421, float %v1376)
  %v1424 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1422, float %v1345)
  %v1425 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1423, float %v1377)
  %v1426 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1424, float %v1346)
  %v1427 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1425, float %v1378)
  %v1428 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1426, float %v1347)
  %v1429 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1427, float %v1379)
  %v1430 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1428, float %v1348)
  %v1431 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1429, float %v1380)
  %v1432 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1430, float %v1349)
  %v1433 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1431, float %v1381)
  %v1434 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1432, float %v1350)
  %v1435 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1433, float %v1382)
  %v1436 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1434, float %v1351)
  %v1437 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1435, float %v1383)
  %v1438 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1436, float %v1352)
  %v1439 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1437, float %v1384)
  %v1440 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1438, float %v1353)
  %v1441 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1439, float %v1385)
  %v1442 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1440, float %v1354)
  %v1443 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1441, float %v1386)
  %v1444 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1442, float %v1355)
  %v1445 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1443, float %v1387)
  %v1446 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1444, float %v1356)
  %v1447 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1445, float %v1388)
  %v1448 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1446, float %v1357)
  %v1449 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1447, float %v1389)
  %v1450 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1448, float %v1358)
  %v1451 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1449, float %v1390)
  %v1452 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1450, float %v1359)
  %v1453 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1451, float %v1391)
  %v1454 = bitcast float %v1452 to i32
  %v1455 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1454, i32 1, i32 31)
  %v1456 = bitcast i32 %v1455 to float
  %v1457 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1452, float %v1456)
  %v1458 = bitcast float %v1453 to i32
  %v1459 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1458, i32 1, i32 31)
  %v1460 = bitcast i32 %v1459 to float
  %v1461 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1453, float %v1460)
  %v1462 = bitcast float %v1457 to i32
  %v1463 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1462, i32 2, i32 31)
  %v1464 = bitcast i32 %v1463 to float
  %v1465 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1457, float %v1464)
  %v1466 = bitcast float %v1461 to i32
  %v1467 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1466, i32 2, i32 31)
  %v1468 = bitcast i32 %v1467 to float
  %v1469 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1461, float %v1468)
  %v1470 = bitcast float %v1465 to i32
  %v1471 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1470, i32 4, i32 31)
  %v1472 = bitcast i32 %v1471 to float
  %v1473 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1465, float %v1472)
  %v1474 = bitcast float %v1469 to i32
  %v1475 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1474, i32 4, i32 31)
  %v1476 = bitcast i32 %v1475 to float
  %v1477 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1469, float %v1476)
  %v1478 = bitcast float %v1473 to i32
  %v1479 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1478, i32 8, i32 31)
  %v1480 = bitcast i32 %v1479 to float
  %v1481 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1473, float %v1480)
  %v1482 = bitcast float %v1477 to i32
  %v1483 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1482, i32 8, i32 31)
  %v1484 = bitcast i32 %v1483 to float
  %v1485 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1477, float %v1484)
  %v1486 = bitcast float %v1481 to i32
  %v1487 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1486, i32 16, i32 31)
  %v1488 = bitcast i32 %v1487 to float
  %v1489 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1481, float %v1488)
  %v1490 = bitcast float %v1485 to i32
  %v1491 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1490, i32 16, i32 31)
  %v1492 = bitcast i32 %v1491 to float
  %v1493 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v1485, float %v1492)
  %v1494 = fsub float %v1328, %v1489
  %v1495 = fsub float %v1329, %v1489
  %v1496 = fsub float %v1330, %v1489
  %v1497 = fsub float %v1331, %v1489
  %v1498 = fsub float %v1332, %v1489
  %v1499 = fsub float %v1333, %v1489
  %v1500 = fsub float %v1334, %v1489
  %v1501 = fsub float %v1335, %v1489
  %v1502 = fsub float %v1336, %v1489
  %v1503 = fsub float %v1337, %v1489
  %v1504 = fsub float %v1338, %v1489
  %v1505 = fsub float %v1339, %v1489
  %v1506 = fsub float %v1340, %v1489
  %v1507 = fsub float %v1341, %v1489
  %v1508 = fsub float %v1342, %v1489
  %v1509 = fsub float %v1343, %v1489
  %v1510 = fsub float %v1344, %v1489
  %v1511 = fsub float %v1345, %v1489
  %v1512 = fsub float %v1346, %v1489
  %v1513 = fsub float %v1347, %v1489
  %v1514 = fsub float %v1348, %v1489
  %v1515 = fsub float %v1349, %v1489
  %v1516 = fsub float %v1350, %v1489
  %v1517 = fsub float %v1351, %v1489
  %v1518 = fsub float %v1352, %v1489
  %v1519 = fsub float %v1353, %v1489
  %v1520 = fsub float %v1354, %v1489
  %v1521 = fsub float %v1355, %v1489
  %v1522 = fsub float %v1356, %v1489
  %v1523 = fsub float %v1357, %v1489
  %v1524 = fsub float %v1358, %v1489
  %v1525 = fsub float %v1359, %v1489
  %v1526 = fsub float %v1360, %v1493
  %v1527 = fsub float %v1361, %v1493
  %v1528 = fsub float %v1362, %v1493
  %v1529 = fsub float %v1363, %v1493
  %v1530 = fsub float %v1364, %v1493
  %v1531 = fsub float %v1365, %v1493
  %v1532 = fsub float %v1366, %v1493
  %v1533 = fsub float %v1367, %v1493
  %v1534 = fsub float %v1368, %v1493
  %v1535 = fsub float %v1369, %v1493
  %v1536 = fsub float %v1370, %v1493
  %v1537 = fsub float %v1371, %v1493
  %v1538 = fsub float %v1372, %v1493
  %v1539 = fsub float %v1373, %v1493
  %v1540 = fsub float %v1374, %v1493
  %v1541 = fsub float %v1375, %v1493
  %v1542 = fsub float %v1376, %v1493
  %v1543 = fsub float %v1377, %v1493
  %v1544 = fsub float %v1378, %v1493
  %v1545 = fsub float %v1379, %v1493
  %v1546 = fsub float %v1380, %v1493
  %v1547 = fsub float %v1381, %v1493
  %v1548 = fsub float %v1382, %v1493
  %v1549 = fsub float %v1383, %v1493
  %v1550 = fsub float %v1384, %v1493
  %v1551 = fsub float %v1385, %v1493
  %v1552 = fsub float %v1386, %v1493
  %v1553 = fsub float %v1387, %v1493
  %v1554 = fsub float %v1388, %v1493
  %v1555 = fsub float %v1389, %v1493
  %v1556 = fsub float %v1390, %v1493
  %v1557 = fsub float %v1391, %v1493
  %v1558 = call float @__nv_expf(float %v1494)
  %v1559 = call float @__nv_expf(float %v1495)
  %v1560 = call float @__nv_expf(float %v1496)
  %v1561 = call float @__nv_expf(float %v1497)
  %v1562 = call float @__nv_expf(float %v1498)
  %v1563 = call float @__nv_expf(float %v1499)
  %v1564 = call float @__nv_expf(float %v1500)
  %v1565 = call float @__nv_expf(float %v1501)
  %v1566 = call float @__nv_expf(float %v1502)
  %v1567 = call float @__nv_expf(float %v1503)
  %v1568 = call float @__nv_expf(float %v1504)
  %v1569 = call float @__nv_expf(float %v1505)
  %v1570 = call float @__nv_expf(float %v1506)
  %v1571 = call float @__nv_expf(float %v1507)
  %v1572 = call float @__nv_expf(float %v1508)
  %v1573 = call float @__nv_expf(float %v1509)
  %v1574 = call float @__nv_expf(float %v1510)
  %v1575 = call float @__nv_expf(float %v1511)
  %v1576 = call float @__nv_expf(float %v1512)
  %v1577 = call float @__nv_expf(float %v1513)
  %v1578 = call float @__nv_expf(float %v1514)
  %v1579 = call float @__nv_expf(float %v1515)
  %v1580 = call float @__nv_expf(float %v1516)
  %v1581 = call float @__nv_expf(float %v1517)
  %v1582 = call float @__nv_expf(float %v1518)
  %v1583 = call float @__nv_expf(float %v1519)
  %v1584 = call float @__nv_expf(float %v1520)
  %v1585 = call float @__nv_expf(float %v1521)
  %v1586 = call float @__nv_expf(float %v1522)
  %v1587 = call float @__nv_expf(float %v1523)
  %v1588 = call float @__nv_expf(float %v1524)
  %v1589 = call float @__nv_expf(float %v1525)
  %v1590 = call float @__nv_expf(float %v1526)
  %v1591 = call float @__nv_expf(float %v1527)
  %v1592 = call float @__nv_expf(float %v1528)
  %v1593 = call float @__nv_expf(float %v1529)
  %v1594 = call float @__nv_expf(float %v1530)
  %v1595 = call float @__nv_expf(float %v1531)
  %v1596 = call float @__nv_expf(float %v1532)
  %v1597 = call float @__nv_expf(float %v1533)
  %v1598 = call float @__nv_expf(float %v1534)
  %v1599 = call float @__nv_expf(float %v1535)
  %v1600 = call float @__nv_expf(float %v1536)
  %v1601 = call float @__nv_expf(float %v1537)
  %v1602 = call float @__nv_expf(float %v1538)
  %v1603 = call float @__nv_expf(float %v1539)
  %v1604 = call float @__nv_expf(float %v1540)
  %v1605 = call float @__nv_expf(float %v1541)
  %v1606 = call float @__nv_expf(float %v1542)
  %v1607 = call float @__nv_expf(float %v1543)
  %v1608 = call float @__nv_expf(float %v1544)
  %v1609 = call float @__nv_expf(float %v1545)
  %v1610 = call float @__nv_expf(float %v1546)
  %v1611 = call float @__nv_expf(float %v1547)
  %v1612 = call float @__nv_expf(float %v1548)
  %v1613 = call float @__nv_expf(float %v1549)
  %v1614 = call float @__nv_expf(float %v1550)
  %v1615 = call float @__nv_expf(float %v1551)
  %v1616 = call float @__nv_expf(float %v1552)
  %v1617 = call float @__nv_expf(float %v1553)
  %v1618 = call float @__nv_expf(float %v1554)
  %v1619 = call float @__nv_expf(float %v1555)
  %v1620 = call float @__nv_expf(float %v1556)
  %v1621 = call float @__nv_expf(float %v1557)
  %v1622 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v1623 = fadd float %v1558, %v1559
  %v1624 = fadd float %v1590, %v1591
  %v1625 = fadd float %v1623, %v1560
  %v1626 = fadd float %v1624, %v1592
  %v1627 = fadd float %v1625, %v1561
  %v1628 = fadd float %v1626, %v1593
  %v1629 = fadd float %v1627, %v1562
  %v1630 = fadd float %v1628, %v1594
  %v1631 = fadd float %v1629, %v1563
  %v1632 = fadd float %v1630, %v1595
  %v1633 = fadd float %v1631, %v1564
  %v1634 = fadd float %v1632, %v1596
  %v1635 = fadd float %v1633, %v1565
  %v1636 = fadd float %v1634, %v1597
  %v1637 = fadd float %v1635, %v1566
  %v1638 = fadd float %v1636, %v1598
  %v1639 = fadd float %v1637, %v1567
  %v1640 = fadd float %v1638, %v1599
  %v1641 = fadd float %v1639, %v1568
  %v1642 = fadd float %v1640, %v1600
  %v1643 = fadd float %v1641, %v1569
  %v1644 = fadd float %v1642, %v1601
  %v1645 = fadd float %v1643, %v1570
  %v1646 = fadd float %v1644, %v1602
  %v1647 = fadd float %v1645, %v1571
  %v1648 = fadd float %v1646, %v1603
  %v1649 = fadd float %v1647, %v1572
  %v1650 = fadd float %v1648, %v1604
  %v1651 = fadd float %v1649, %v1573
  %v1652 = fadd float %v1650, %v1605
  %v1653 = fadd float %v1651, %v1574
  %v1654 = fadd float %v1652, %v1606
  %v1655 = fadd float %v1653, %v1575
  %v1656 = fadd float %v1654, %v1607
  %v1657 = fadd float %v1655, %v1576
  %v1658 = fadd float %v1656, %v1608
  %v1659 = fadd float %v1657, %v1577
  %v1660 = fadd float %v1658, %v1609
  %v1661 = fadd float %v1659, %v1578
  %v1662 = fadd float %v1660, %v1610
  %v1663 = fadd float %v1661, %v1579
  %v1664 = fadd float %v1662, %v1611
  %v1665 = fadd float %v1663, %v1580
  %v1666 = fadd float %v1664, %v1612
  %v1667 = fadd float %v1665, %v1581
  %v1668 = fadd float %v1666, %v1613
  %v1669 = fadd float %v1667, %v1582
  %v1670 = fadd float %v1668, %v1614
  %v1671 = fadd float %v1669, %v1583
  %v1672 = fadd float %v1670, %v1615
  %v1673 = fadd float %v1671, %v1584
  %v1674 = fadd float %v1672, %v1616
  %v1675 = fadd float %v1673, %v1585
  %v1676 = fadd float %v1674, %v1617
  %v1677 = fadd float %v1675, %v1586
  %v1678 = fadd float %v1676, %v1618
  %v1679 = fadd float %v1677, %v1587
  %v1680 = fadd float %v1678, %v1619
  %v1681 = fadd float %v1679, %v1588
  %v1682 = fadd float %v1680, %v1620
  %v1683 = fadd float %v1681, %v1589
  %v1684 = fadd float %v1682, %v1621
  %v1685 = bitcast float %v1683 to i32
  %v1686 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1685, i32 1, i32 31)
  %v1687 = bitcast i32 %v1686 to float
  %v1688 = fadd float %v1683, %v1687
  %v1689 = bitcast float %v1684 to i32
  %v1690 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1689, i32 1, i32 31)
  %v1691 = bitcast i32 %v1690 to float
  %v1692 = fadd float %v1684, %v1691
  %v1693 = bitcast float %v1688 to i32
  %v1694 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1693, i32 2, i32 31)
  %v1695 = bitcast i32 %v1694 to float
  %v1696 = fadd float %v1688, %v1695
  %v1697 = bitcast float %v1692 to i32
  %v1698 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1697, i32 2, i32 31)
  %v1699 = bitcast i32 %v1698 to float
  %v1700 = fadd float %v1692, %v1699
  %v1701 = bitcast float %v1696 to i32
  %v1702 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1701, i32 4, i32 31)
  %v1703 = bitcast i32 %v1702 to float
  %v1704 = fadd float %v1696, %v1703
  %v1705 = bitcast float %v1700 to i32
  %v1706 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1705, i32 4, i32 31)
  %v1707 = bitcast i32 %v1706 to float
  %v1708 = fadd float %v1700, %v1707
  %v1709 = bitcast float %v1704 to i32
  %v1710 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1709, i32 8, i32 31)
  %v1711 = bitcast i32 %v1710 to float
  %v1712 = fadd float %v1704, %v1711
  %v1713 = bitcast float %v1708 to i32
  %v1714 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1713, i32 8, i32 31)
  %v1715 = bitcast i32 %v1714 to float
  %v1716 = fadd float %v1708, %v1715
  %v1717 = bitcast float %v1712 to i32
  %v1718 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1717, i32 16, i32 31)
  %v1719 = bitcast i32 %v1718 to float
  %v1720 = fadd float %v1712, %v1719
  %v1721 = bitcast float %v1716 to i32
  %v1722 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1721, i32 16, i32 31)
  %v1723 = bitcast i32 %v1722 to float
  %v1724 = fadd float %v1716, %v1723
  %v1725 = fdiv float %v1558, %v1720
  %v1726 = fdiv float %v1559, %v1720
  %v1727 = fdiv float %v1560, %v1720
  %v1728 = fdiv float %v1561, %v1720
  %v1729 = fdiv float %v1562, %v1720
  %v1730 = fdiv float %v1563, %v1720
  %v1731 = fdiv float %v1564, %v1720
  %v1732 = fdiv float %v1565, %v1720
  %v1733 = fdiv float %v1566, %v1720
  %v1734 = fdiv float %v1567, %v1720
  %v1735 = fdiv float %v1568, %v1720
  %v1736 = fdiv float %v1569, %v1720
  %v1737 = fdiv float %v1570, %v1720
  %v1738 = fdiv float %v1571, %v1720
  %v1739 = fdiv float %v1572, %v1720
  %v1740 = fdiv float %v1573, %v1720
  %v1741 = fdiv float %v1574, %v1720
  %v1742 = fdiv float %v1575, %v1720
  %v1743 = fdiv float %v1576, %v1720
  %v1744 = fdiv float %v1577, %v1720
  %v1745 = fdiv float %v1578, %v1720
  %v1746 = fdiv float %v1579, %v1720
  %v1747 = fdiv float %v1580, %v1720
  %v1748 = fdiv float %v1581, %v1720
  %v1749 = fdiv float %v1582, %v1720
  %v1750 = fdiv float %v1583, %v1720
  %v1751 = fdiv float %v1584, %v1720
  %v1752 = fdiv float %v1585, %v1720
  %v1753 = fdiv float %v1586, %v1720
  %v1754 = fdiv float %v1587, %v1720
  %v1755 = fdiv float %v1588, %v1720
  %v1756 = fdiv float %v1589, %v1720
  %v1757 = fdiv float %v1590, %v1724
  %v1758 = fdiv float %v1591, %v1724
  %v1759 = fdiv float %v1592, %v1724
  %v1760 = fdiv float %v1593, %v1724
  %v1761 = fdiv float %v1594, %v1724
  %v1762 = fdiv float %v1595, %v1724
  %v1763 = fdiv float %v1596, %v1724
  %v1764 = fdiv float %v1597, %v1724
  %v1765 = fdiv float %v1598, %v1724
  %v1766 = fdiv float %v1599, %v1724
  %v1767 = fdiv float %v1600, %v1724
  %v1768 = fdiv float %v1601, %v1724
  %v1769 = fdiv float %v1602, %v1724
  %v1770 = fdiv float %v1603, %v1724
  %v1771 = fdiv float %v1604, %v1724
  %v1772 = fdiv float %v1605, %v1724
  %v1773 = fdiv float %v1606, %v1724
  %v1774 = fdiv float %v1607, %v1724
  %v1775 = fdiv float %v1608, %v1724
  %v1776 = fdiv float %v1609, %v1724
  %v1777 = fdiv float %v1610, %v1724
  %v1778 = fdiv float %v1611, %v1724
  %v1779 = fdiv float %v1612, %v1724
  %v1780 = fdiv float %v1613, %v1724
  %v1781 = fdiv float %v1614, %v1724
  %v1782 = fdiv float %v1615, %v1724
  %v1783 = fdiv float %v1616, %v1724
  %v1784 = fdiv float %v1617, %v1724
  %v1785 = fdiv float %v1618, %v1724
  %v1786 = fdiv float %v1619, %v1724
  %v1787 = fdiv float %v1620, %v1724
  %v1788 = fdiv float %v1621, %v1724
  %v1789 = and i32 %v2, 1
  %v1790 = shl i32 %v1789, 2
  %v1791 = lshr i32 %v2, 1
  %v1792 = and i32 %v1791, 1
  %v1793 = shl i32 %v1792, 3
  %v1794 = or i32 %v1790, %v1793
  %v1795 = lshr i32 %v2, 2
  %v1796 = and i32 %v1795, 1
  %v1797 = shl i32 %v1796, 4
  %v1798 = or i32 %v1794, %v1797
  %v1799 = lshr i32 %v2, 3
  %v1800 = and i32 %v1799, 1
  %v1801 = shl i32 %v1800, 5
  %v1802 = or i32 %v1798, %v1801
  %v1803 = lshr i32 %v2, 4
  %v1804 = and i32 %v1803, 1
  %v1805 = shl i32 %v1804, 6
  %v1806 = or i32 %v1802, %v1805
  %v1807 = and i32 %v3, 1
  %v1808 = shl i32 %v1807, 10
  %v1809 = or i32 %v1806, %v1808
  %v1810 = lshr i32 %v3, 1
  %v1811 = and i32 %v1810, 1
  %v1812 = shl i32 %v1811, 11
  %v1813 = or i32 %v1809, %v1812
  %v1814 = lshr i32 %v3, 2
  %v1815 = and i32 %v1814, 1
  %v1816 = shl i32 %v1815, 12
  %v1817 = or i32 %v1813, %v1816
  %v1818 = lshr i32 %v1817, 10
  %v1819 = and i32 %v1818, 15
  %v1820 = and i32 %v1817, 1023
  %v1821 = sext i32 %v1622 to i64
  %v1822 = mul i64 %v1821, 16
  %v1823 = zext i32 %v1819 to i64
  %v1824 = add i64 %v1822, %v1823
  %v1825 = sext i32 %p8 to i64
  %v1826 = zext i32 %p6 to i64
  %v1827 = mul i64 %v1824, %v1825
  %v1828 = add i64 %v1822, 16
  %v1829 = icmp sle i64 %v1828, %v1826
  %v1830 = icmp sge i64 %v1821, 0
  %v1831 = and i1 %v1829, %v1830
  %v1832 = zext i32 %v1820 to i64
  %v1833 = zext i32 %p7 to i64
  %v1834 = add i64 %v1827, %v1832
  %v1835 = icmp sle i64 1024, %v1833
  %v1836 = icmp sge i64 0, 0
  %v1837 = and i1 %v1835, %v1836
  %v1838 = and i1 %v1831, %v1837
  br i1 %v1838, label %st_full4, label %st_edge5
st_full4:
  %v1839 = icmp ult i64 %v1824, %v1826
  %v1840 = icmp ult i64 %v1832, %v1833
  %v1841 = and i1 %v1839, %v1840
  %v1842 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1834
  store float %v1725, float addrspace(1)* %v1842, align 4
  %v1843 = icmp ult i64 %v1824, %v1826
  %v1844 = add i64 %v1834, 1
  %v1845 = add i64 %v1832, 1
  %v1846 = icmp ult i64 %v1845, %v1833
  %v1847 = and i1 %v1843, %v1846
  %v1848 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1844
  store float %v1726, float addrspace(1)* %v1848, align 4
  %v1849 = icmp ult i64 %v1824, %v1826
  %v1850 = add i64 %v1834, 2
  %v1851 = add i64 %v1832, 2
  %v1852 = icmp ult i64 %v1851, %v1833
  %v1853 = and i1 %v1849, %v1852
  %v1854 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1850
  store float %v1727, float addrspace(1)* %v1854, align 4
  %v1855 = icmp ult i64 %v1824, %v1826
  %v1856 = add i64 %v1834, 3
  %v1857 = add i64 %v1832, 3
  %v1858 = icmp ult i64 %v1857, %v1833
  %v1859 = and i1 %v1855, %v1858
  %v1860 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1856
  store float %v1728, float addrspace(1)* %v1860, align 4
  %v1861 = icmp ult i64 %v1824, %v1826
  %v1862 = add i64 %v1834, 128
  %v1863 = add i64 %v1832, 128
  %v1864 = icmp ult i64 %v1863, %v1833
  %v1865 = and i1 %v1861, %v1864
  %v1866 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1862
  store float %v1729, float addrspace(1)* %v1866, align 4
  %v1867 = icmp ult i64 %v1824, %v1826
  %v1868 = add i64 %v1834, 129
  %v1869 = add i64 %v1832, 129
  %v1870 = icmp ult i64 %v1869, %v1833
  %v1871 = and i1 %v1867, %v1870
  %v1872 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1868
  store float %v1730, float addrspace(1)* %v1872, align 4
  %v1873 = icmp ult i64 %v1824, %v1826
  %v1874 = add i64 %v1834, 130
  %v1875 = add i64 %v1832, 130
  %v1876 = icmp ult i64 %v1875, %v1833
  %v1877 = and i1 %v1873, %v1876
  %v1878 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1874
  store float %v1731, float addrspace(1)* %v1878, align 4
  %v1879 = icmp ult i64 %v1824, %v1826
  %v1880 = add i64 %v1834, 131
  %v1881 = add i64 %v1832, 131
  %v1882 = icmp ult i64 %v1881, %v1833
  %v1883 = and i1 %v1879, %v1882
  %v1884 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1880
  store float %v1732, float addrspace(1)* %v1884, align 4
  %v1885 = icmp ult i64 %v1824, %v1826
  %v1886 = add i64 %v1834, 256
  %v1887 = add i64 %v1832, 256
  %v1888 = icmp ult i64 %v1887, %v1833
  %v1889 = and i1 %v1885, %v1888
  %v1890 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1886
  store float %v1733, float addrspace(1)* %v1890, align 4
  %v1891 = icmp ult i64 %v1824, %v1826
  %v1892 = add i64 %v1834, 257
  %v1893 = add i64 %v1832, 257
  %v1894 = icmp ult i64 %v1893, %v1833
  %v1895 = and i1 %v1891, %v1894
  %v1896 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1892
  store float %v1734, float addrspace(1)* %v1896, align 4
  %v1897 = icmp ult i64 %v1824, %v1826
  %v1898 = add i64 %v1834, 258
  %v1899 = add i64 %v1832, 258
  %v1900 = icmp ult i64 %v1899, %v1833
  %v1901 = and i1 %v1897, %v1900
  %v1902 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1898
  store float %v1735, float addrspace(1)* %v1902, align 4
  %v1903 = icmp ult i64 %v1824, %v1826
  %v1904 = add i64 %v1834, 259
  %v1905 = add i64 %v1832, 259
  %v1906 = icmp ult i64 %v1905, %v1833
  %v1907 = and i1 %v1903, %v1906
  %v1908 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1904
  store float %v1736, float addrspace(1)* %v1908, align 4
  %v1909 = icmp ult i64 %v1824, %v1826
  %v1910 = add i64 %v1834, 384
  %v1911 = add i64 %v1832, 384
  %v1912 = icmp ult i64 %v1911, %v1833
  %v1913 = and i1 %v1909, %v1912
  %v1914 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1910
  store float %v1737, float addrspace(1)* %v1914, align 4
  %v1915 = icmp ult i64 %v1824, %v1826
  %v1916 = add i64 %v1834, 385
  %v1917 = add i64 %v1832, 385
  %v1918 = icmp ult i64 %v1917, %v1833
  %v1919 = and i1 %v1915, %v1918
  %v1920 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1916
  store float %v1738, float addrspace(1)* %v1920, align 4
  %v1921 = icmp ult i64 %v1824, %v1826
  %v1922 = add i64 %v1834, 386
  %v1923 = add i64 %v1832, 386
  %v1924 = icmp ult i64 %v1923, %v1833
  %v1925 = and i1 %v1921, %v1924
  %v1926 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1922
  store float %v1739, float addrspace(1)* %v1926, align 4
  %v1927 = icmp ult i64 %v1824, %v1826
  %v1928 = add i64 %v1834, 387
  %v1929 = add i64 %v1832, 387
  %v1930 = icmp ult i64 %v1929, %v1833
  %v1931 = and i1 %v1927, %v1930
  %v1932 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1928
  store float %v1740, float addrspace(1)* %v1932, align 4
  %v1933 = icmp ult i64 %v1824, %v1826
  %v1934 = add i64 %v1834, 512
  %v1935 = add i64 %v1832, 512
  %v1936 = icmp ult i64 %v1935, %v1833
  %v1937 = and i1 %v1933, %v1936
  %v1938 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1934
  store float %v1741, float addrspace(1)* %v1938, align 4
  %v1939 = icmp ult i64 %v1824, %v1826
  %v1940 = add i64 %v1834, 513
  %v1941 = add i64 %v1832, 513
  %v1942 = icmp ult i64 %v1941, %v1833
  %v1943 = and i1 %v1939, %v1942
  %v1944 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1940
  store float %v1742, float addrspace(1)* %v1944, align 4
  %v1945 = icmp ult i64 %v1824, %v1826
  %v1946 = add i64 %v1834, 514
  %v1947 = add i64 %v1832, 514
  %v1948 = icmp ult i64 %v1947, %v1833
  %v1949 = and i1 %v1945, %v1948
  %v1950 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1946
  store float %v1743, float addrspace(1)* %v1950, align 4
  %v1951 = icmp ult i64 %v1824, %v1826
  %v1952 = add i64 %v1834, 515
  %v1953 = add i64 %v1832, 515
  %v1954 = icmp ult i64 %v1953, %v1833
  %v1955 = and i1 %v1951, %v1954
  %v1956 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1952
  store float %v1744, float addrspace(1)* %v1956, align 4
  %v1957 = icmp ult i64 %v1824, %v1826
  %v1958 = add i64 %v1834, 640
  %v1959 = add i64 %v1832, 640
  %v1960 = icmp ult i64 %v1959, %v1833
  %v1961 = and i1 %v1957, %v1960
  %v1962 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1958
  store float %v1745, float addrspace(1)* %v1962, align 4
  %v1963 = icmp ult i64 %v1824, %v1826
  %v1964 = add i64 %v1834, 641
  %v1965 = add i64 %v1832, 641
  %v1966 = icmp ult i64 %v1965, %v1833
  %v1967 = and i1 %v1963, %v1966
  %v1968 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1964
  store float %v1746, float addrspace(1)* %v1968, align 4
  %v1969 = icmp ult i64 %v1824, %v1826
  %v1970 = add i64 %v1834, 642
  %v1971 = add i64 %v1832, 642
  %v1972 = icmp ult i64 %v1971, %v1833
  %v1973 = and i1 %v1969, %v1972
  %v1974 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1970
  store float %v1747, float addrspace(1)* %v1974, align 4
  %v1975 = icmp ult i64 %v1824, %v1826
  %v1976 = add i64 %v1834, 643
  %v1977 = add i64 %v1832, 643
  %v1978 = icmp ult i64 %v1977, %v1833
  %v1979 = and i1 %v1975, %v1978
  %v1980 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1976
  store float %v1748, float addrspace(1)* %v1980, align 4
  %v1981 = icmp ult i64 %v1824, %v1826
  %v1982 = add i64 %v1834, 768
  %v1983 = add i64 %v1832, 768
  %v1984 = icmp ult i64 %v1983, %v1833
  %v1985 = and i1 %v1981, %v1984
  %v1986 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1982
  store float %v1749, float addrspace(1)* %v1986, align 4
  %v1987 = icmp ult i64 %v1824, %v1826
  %v1988 = add i64 %v1834, 769
  %v1989 = add i64 %v1832, 769
  %v1990 = icmp ult i64 %v1989, %v1833
  %v1991 = and i1 %v1987, %v1990
  %v1992 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1988
  store float %v1750, float addrspace(1)* %v1992, align 4
  %v1993 = icmp ult i64 %v1824, %v1826
  %v1994 = add i64 %v1834, 770
  %v1995 = add i64 %v1832, 770
  %v1996 = icmp ult i64 %v1995, %v1833
  %v1997 = and i1 %v1993, %v1996
  %v1998 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1994
  store float %v1751, float addrspace(1)* %v1998, align 4
  %v1999 = icmp ult i64 %v1824, %v1826
  %v2000 = add i64 %v1834, 771
  %v2001 = add i64 %v1832, 771
  %v2002 = icmp ult i64 %v2001, %v1833
  %v2003 = and i1 %v1999, %v2002
  %v2004 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2000
  store float %v1752, float addrspace(1)* %v2004, align 4
  %v2005 = icmp ult i64 %v1824, %v1826
  %v2006 = add i64 %v1834, 896
  %v2007 = add i64 %v1832, 896
  %v2008 = icmp ult i64 %v2007, %v1833
  %v2009 = and i1 %v2005, %v2008
  %v2010 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2006
  store float %v1753, float addrspace(1)* %v2010, align 4
  %v2011 = icmp ult i64 %v1824, %v1826
  %v2012 = add i64 %v1834, 897
  %v2013 = add i64 %v1832, 897
  %v2014 = icmp ult i64 %v2013, %v1833
  %v2015 = and i1 %v2011, %v2014
  %v2016 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2012
  store float %v1754, float addrspace(1)* %v2016, align 4
  %v2017 = icmp ult i64 %v1824, %v1826
  %v2018 = add i64 %v1834, 898
  %v2019 = add i64 %v1832, 898
  %v2020 = icmp ult i64 %v2019, %v1833
  %v2021 = and i1 %v2017, %v2020
  %v2022 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2018
  store float %v1755, float addrspace(1)* %v2022, align 4
  %v2023 = icmp ult i64 %v1824, %v1826
  %v2024 = add i64 %v1834, 899
  %v2025 = add i64 %v1832, 899
  %v2026 = icmp ult i64 %v2025, %v1833
  %v2027 = and i1 %v2023, %v2026
  %v2028 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2024
  store float %v1756, float addrspace(1)* %v2028, align 4
  %v2029 = mul i64 8, %v1825
  %v2030 = add i64 %v1834, %v2029
  %v2031 = add i64 %v1824, 8
  %v2032 = icmp ult i64 %v2031, %v1826
  %v2033 = icmp ult i64 %v1832, %v1833
  %v2034 = and i1 %v2032, %v2033
  %v2035 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2030
  store float %v1757, float addrspace(1)* %v2035, align 4
  %v2036 = mul i64 8, %v1825
  %v2037 = add i64 %v1834, %v2036
  %v2038 = add i64 %v1824, 8
  %v2039 = icmp ult i64 %v2038, %v1826
  %v2040 = add i64 %v2037, 1
  %v2041 = add i64 %v1832, 1
  %v2042 = icmp ult i64 %v2041, %v1833
  %v2043 = and i1 %v2039, %v2042
  %v2044 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2040
  store float %v1758, float addrspace(1)* %v2044, align 4
  %v2045 = mul i64 8, %v1825
  %v2046 = add i64 %v1834, %v2045
  %v2047 = add i64 %v1824, 8
  %v2048 = icmp ult i64 %v2047, %v1826
  %v2049 = add i64 %v2046, 2
  %v2050 = add i64 %v1832, 2
  %v2051 = icmp ult i64 %v2050, %v1833
  %v2052 = and i1 %v2048, %v2051
  %v2053 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2049
  store float %v1759, float addrspace(1)* %v2053, align 4
  %v2054 = mul i64 8, %v1825
  %v2055 = add i64 %v1834, %v2054
  %v2056 = add i64 %v1824, 8
  %v2057 = icmp ult i64 %v2056, %v1826
  %v2058 = add i64 %v2055, 3
  %v2059 = add i64 %v1832, 3
  %v2060 = icmp ult i64 %v2059, %v1833
  %v2061 = and i1 %v2057, %v2060
  %v2062 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2058
  store float %v1760, float addrspace(1)* %v2062, align 4
  %v2063 = mul i64 8, %v1825
  %v2064 = add i64 %v1834, %v2063
  %v2065 = add i64 %v1824, 8
  %v2066 = icmp ult i64 %v2065, %v1826
  %v2067 = add i64 %v2064, 128
  %v2068 = add i64 %v1832, 128
  %v2069 = icmp ult i64 %v2068, %v1833
  %v2070 = and i1 %v2066, %v2069
  %v2071 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2067
  store float %v1761, float addrspace(1)* %v2071, align 4
  %v2072 = mul i64 8, %v1825
  %v2073 = add i64 %v1834, %v2072
  %v2074 = add i64 %v1824, 8
  %v2075 = icmp ult i64 %v2074, %v1826
  %v2076 = add i64 %v2073, 129
  %v2077 = add i64 %v1832, 129
  %v2078 = icmp ult i64 %v2077, %v1833
  %v2079 = and i1 %v2075, %v2078
  %v2080 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2076
  store float %v1762, float addrspace(1)* %v2080, align 4
  %v2081 = mul i64 8, %v1825
  %v2082 = add i64 %v1834, %v2081
  %v2083 = add i64 %v1824, 8
  %v2084 = icmp ult i64 %v2083, %v1826
  %v2085 = add i64 %v2082, 130
  %v2086 = add i64 %v1832, 130
  %v2087 = icmp ult i64 %v2086, %v1833
  %v2088 = and i1 %v2084, %v2087
  %v2089 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2085
  store float %v1763, float addrspace(1)* %v2089, align 4
  %v2090 = mul i64 8, %v1825
  %v2091 = add i64 %v1834, %v2090
  %v2092 = add i64 %v1824, 8
  %v2093 = icmp ult i64 %v2092, %v1826
  %v2094 = add i64 %v2091, 131
  %v2095 = add i64 %v1832, 131
  %v2096 = icmp ult i64 %v2095, %v1833
  %v2097 = and i1 %v2093, %v2096
  %v2098 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2094
  store float %v1764, float addrspace(1)* %v2098, align 4
  %v2099 = mul i64 8, %v1825
  %v2100 = add i64 %v1834, %v2099
  %v2101 = add i64 %v1824, 8
  %v2102 = icmp ult i64 %v2101, %v1826
  %v2103 = add i64 %v2100, 256
  %v2104 = add i64 %v1832, 256
  %v2105 = icmp ult i64 %v2104, %v1833
  %v2106 = and i1 %v2102, %v2105
  %v2107 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2103
  store float %v1765, float addrspace(1)* %v2107, align 4
  %v2108 = mul i64 8, %v1825
  %v2109 = add i64 %v1834, %v2108
  %v2110 = add i64 %v1824, 8
  %v2111 = icmp ult i64 %v2110, %v1826
  %v2112 = add i64 %v2109, 257
  %v2113 = add i64 %v1832, 257
  %v2114 = icmp ult i64 %v2113, %v1833
  %v2115 = and i1 %v2111, %v2114
  %v2116 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2112
  store float %v1766, float addrspace(1)* %v2116, align 4
  %v2117 = mul i64 8, %v1825
  %v2118 = add i64 %v1834, %v2117
  %v2119 = add i64 %v1824, 8
  %v2120 = icmp ult i64 %v2119, %v1826
  %v2121 = add i64 %v2118, 258
  %v2122 = add i64 %v1832, 258
  %v2123 = icmp ult i64 %v2122, %v1833
  %v2124 = and i1 %v2120, %v2123
  %v2125 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2121
  store float %v1767, float addrspace(1)* %v2125, align 4
  %v2126 = mul i64 8, %v1825
  %v2127 = add i64 %v1834, %v2126
  %v2128 = add i64 %v1824, 8
  %v2129 = icmp ult i64 %v2128, %v1826
  %v2130 = add i64 %v2127, 259
  %v2131 = add i64 %v1832, 259
  %v2132 = icmp ult i64 %v2131, %v1833
  %v2133 = and i1 %v2129, %v2132
  %v2134 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2130
  store float %v1768, float addrspace(1)* %v2134, align 4
  %v2135 = mul i64 8, %v1825
  %v2136 = add i64 %v1834, %v2135
  %v2137 = add i64 %v1824, 8
  %v2138 = icmp ult i64 %v2137, %v1826
  %v2139 = add i64 %v2136, 384
  %v2140 = add i64 %v1832, 384
  %v2141 = icmp ult i64 %v2140, %v1833
  %v2142 = and i1 %v2138, %v2141
  %v2143 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2139
  store float %v1769, float addrspace(1)* %v2143, align 4
  %v2144 = mul i64 8, %v1825
  %v2145 = add i64 %v1834, %v2144
  %v2146 = add i64 %v1824, 8
  %v2147 = icmp ult i64 %v2146, %v1826
  %v2148 = add i64 %v2145, 385
  %v2149 = add i64 %v1832, 385
  %v2150 = icmp ult i64 %v2149, %v1833
  %v2151 = and i1 %v2147, %v2150
  %v2152 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2148
  store float %v1770, float addrspace(1)* %v2152, align 4
  %v2153 = mul i64 8, %v1825
  %v2154 = add i64 %v1834, %v2153
  %v2155 = add i64 %v1824, 8
  %v2156 = icmp ult i64 %v2155, %v1826
  %v2157 = add i64 %v2154, 386
  %v2158 = add i64 %v1832, 386
  %v2159 = icmp ult i64 %v2158, %v1833
  %v2160 = and i1 %v2156, %v2159
  %v2161 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2157
  store float %v1771, float addrspace(1)* %v2161, align 4
  %v2162 = mul i64 8, %v1825
  %v2163 = add i64 %v1834, %v2162
  %v2164 = add i64 %v1824, 8
  %v2165 = icmp ult i64 %v2164, %v1826
  %v2166 = add i64 %v2163, 387
  %v2167 = add i64 %v1832, 387
  %v2168 = icmp ult i64 %v2167, %v1833
  %v2169 = and i1 %v2165, %v2168
  %v2170 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2166
  store float %v1772, float addrspace(1)* %v2170, align 4
  %v2171 = mul i64 8, %v1825
  %v2172 = add i64 %v1834, %v2171
  %v2173 = add i64 %v1824, 8
  %v2174 = icmp ult i64 %v2173, %v1826
  %v2175 = add i64 %v2172, 512
  %v2176 = add i64 %v1832, 512
  %v2177 = icmp ult i64 %v2176, %v1833
  %v2178 = and i1 %v2174, %v2177
  %v2179 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2175
  store float %v1773, float addrspace(1)* %v2179, align 4
  %v2180 = mul i64 8, %v1825
  %v2181 = add i64 %v1834, %v2180
  %v2182 = add i64 %v1824, 8
  %v2183 = icmp ult i64 %v2182, %v1826
  %v2184 = add i64 %v2181, 513
  %v2185 = add i64 %v1832, 513
  %v2186 = icmp ult i64 %v2185, %v1833
  %v2187 = and i1 %v2183, %v2186
  %v2188 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2184
  store float %v1774, float addrspace(1)* %v2188, align 4
  %v2189 = mul i64 8, %v1825
  %v2190 = add i64 %v1834, %v2189
  %v2191 = add i64 %v1824, 8
  %v2192 = icmp ult i64 %v2191, %v1826
  %v2193 = add i64 %v2190, 514
  %v2194 = add i64 %v1832, 514
  %v2195 = icmp ult i64 %v2194, %v1833
  %v2196 = and i1 %v2192, %v2195
  %v2197 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2193
  store float %v1775, float addrspace(1)* %v2197, align 4
  %v2198 = mul i64 8, %v1825
  %v2199 = add i64 %v1834, %v2198
  %v2200 = add i64 %v1824, 8
  %v2201 = icmp ult i64 %v2200, %v1826
  %v2202 = add i64 %v2199, 515
  %v2203 = add i64 %v1832, 515
  %v2204 = icmp ult i64 %v2203, %v1833
  %v2205 = and i1 %v2201, %v2204
  %v2206 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2202
  store float %v1776, float addrspace(1)* %v2206, align 4
  %v2207 = mul i64 8, %v1825
  %v2208 = add i64 %v1834, %v2207
  %v2209 = add i64 %v1824, 8
  %v2210 = icmp ult i64 %v2209, %v1826
  %v2211 = add i64 %v2208, 640
  %v2212 = add i64 %v1832, 640
  %v2213 = icmp ult i64 %v2212, %v1833
  %v2214 = and i1 %v2210, %v2213
  %v2215 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2211
  store float %v1777, float addrspace(1)* %v2215, align 4
  %v2216 = mul i64 8, %v1825
  %v2217 = add i64 %v1834, %v2216
  %v2218 = add i64 %v1824, 8
  %v2219 = icmp ult i64 %v2218, %v1826
  %v2220 = add i64 %v2217, 641
  %v2221 = add i64 %v1832, 641
  %v2222 = icmp ult i64 %v2221, %v1833
  %v2223 = and i1 %v2219, %v2222
  %v2224 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2220
  store float %v1778, float addrspace(1)* %v2224, align 4
  %v2225 = mul i64 8, %v1825
  %v2226 = add i64 %v1834, %v2225
  %v2227 = add i64 %v1824, 8
  %v2228 = icmp ult i64 %v2227, %v1826
  %v2229 = add i64 %v2226, 642
  %v2230 = add i64 %v1832, 642
  %v2231 = icmp ult i64 %v2230, %v1833
  %v2232 = and i1 %v2228, %v2231
  %v2233 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2229
  store float %v1779, float addrspace(1)* %v2233, align 4
  %v2234 = mul i64 8, %v1825
  %v2235 = add i64 %v1834, %v2234
  %v2236 = add i64 %v1824, 8
  %v2237 = icmp ult i64 %v2236, %v1826
  %v2238 = add i64 %v2235, 643
  %v2239 = add i64 %v1832, 643
  %v2240 = icmp ult i64 %v2239, %v1833
  %v2241 = and i1 %v2237, %v2240
  %v2242 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2238
  store float %v1780, float addrspace(1)* %v2242, align 4
  %v2243 = mul i64 8, %v1825
  %v2244 = add i64 %v1834, %v2243
  %v2245 = add i64 %v1824, 8
  %v2246 = icmp ult i64 %v2245, %v1826
  %v2247 = add i64 %v2244, 768
  %v2248 = add i64 %v1832, 768
  %v2249 = icmp ult i64 %v2248, %v1833
  %v2250 = and i1 %v2246, %v2249
  %v2251 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2247
  store float %v1781, float addrspace(1)* %v2251, align 4
  %v2252 = mul i64 8, %v1825
  %v2253 = add i64 %v1834, %v2252
  %v2254 = add i64 %v1824, 8
  %v2255 = icmp ult i64 %v2254, %v1826
  %v2256 = add i64 %v2253, 769
  %v2257 = add i64 %v1832, 769
  %v2258 = icmp ult i64 %v2257, %v1833
  %v2259 = and i1 %v2255, %v2258
  %v2260 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2256
  store float %v1782, float addrspace(1)* %v2260, align 4
  %v2261 = mul i64 8, %v1825
  %v2262 = add i64 %v1834, %v2261
  %v2263 = add i64 %v1824, 8
  %v2264 = icmp ult i64 %v2263, %v1826
  %v2265 = add i64 %v2262, 770
  %v2266 = add i64 %v1832, 770
  %v2267 = icmp ult i64 %v2266, %v1833
  %v2268 = and i1 %v2264, %v2267
  %v2269 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2265
  store float %v1783, float addrspace(1)* %v2269, align 4
  %v2270 = mul i64 8, %v1825
  %v2271 = add i64 %v1834, %v2270
  %v2272 = add i64 %v1824, 8
  %v2273 = icmp ult i64 %v2272, %v1826
  %v2274 = add i64 %v2271, 771
  %v2275 = add i64 %v1832, 771
  %v2276 = icmp ult i64 %v2275, %v1833
  %v2277 = and i1 %v2273, %v2276
  %v2278 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2274
  store float %v1784, float addrspace(1)* %v2278, align 4
  %v2279 = mul i64 8, %v1825
  %v2280 = add i64 %v1834, %v2279
  %v2281 = add i64 %v1824, 8
  %v2282 = icmp ult i64 %v2281, %v1826
  %v2283 = add i64 %v2280, 896
  %v2284 = add i64 %v1832, 896
  %v2285 = icmp ult i64 %v2284, %v1833
  %v2286 = and i1 %v2282, %v2285
  %v2287 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2283
  store float %v1785, float addrspace(1)* %v2287, align 4
  %v2288 = mul i64 8, %v1825
  %v2289 = add i64 %v1834, %v2288
  %v2290 = add i64 %v1824, 8
  %v2291 = icmp ult i64 %v2290, %v1826
  %v2292 = add i64 %v2289, 897
  %v2293 = add i64 %v1832, 897
  %v2294 = icmp ult i64 %v2293, %v1833
  %v2295 = and i1 %v2291, %v2294
  %v2296 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2292
  store float %v1786, float addrspace(1)* %v2296, align 4
  %v2297 = mul i64 8, %v1825
  %v2298 = add i64 %v1834, %v2297
  %v2299 = add i64 %v1824, 8
  %v2300 = icmp ult i64 %v2299, %v1826
  %v2301 = add i64 %v2298, 898
  %v2302 = add i64 %v1832, 898
  %v2303 = icmp ult i64 %v2302, %v1833
  %v2304 = and i1 %v2300, %v2303
  %v2305 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2301
  store float %v1787, float addrspace(1)* %v2305, align 4
  %v2306 = mul i64 8, %v1825
  %v2307 = add i64 %v1834, %v2306
  %v2308 = add i64 %v1824, 8
  %v2309 = icmp ult i64 %v2308, %v1826
  %v2310 = add i64 %v2307, 899
  %v2311 = add i64 %v1832, 899
  %v2312 = icmp ult i64 %v2311, %v1833
  %v2313 = and i1 %v2309, %v2312
  %v2314 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2310
  store float %v1788, float addrspace(1)* %v2314, align 4
  br label %st_done6
st_edge5:
  %v2315 = icmp ult i64 %v1824, %v1826
  %v2316 = icmp ult i64 %v1832, %v1833
  %v2317 = and i1 %v2315, %v2316
  %v2318 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1834
  br i1 %v2317, label %st7, label %join8
st_done6:
  ret void
st7:
  store float %v1725, float addrspace(1)* %v2318, align 4
  br label %join8
join8:
  %v2319 = icmp ult i64 %v1824, %v1826
  %v2320 = add i64 %v1834, 1
  %v2321 = add i64 %v1832, 1
  %v2322 = icmp ult i64 %v2321, %v1833
  %v2323 = and i1 %v2319, %v2322
  %v2324 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2320
  br i1 %v2323, label %st9, label %join10
st9:
  store float %v1726, float addrspace(1)* %v2324, align 4
  br label %join10
join10:
  %v2325 = icmp ult i64 %v1824, %v1826
  %v2326 = add i64 %v1834, 2
  %v2327 = add i64 %v1832, 2
  %v2328 = icmp ult i64 %v2327, %v1833
  %v2329 = and i1 %v2325, %v2328
  %v2330 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2326
  br i1 %v2329, label %st11, label %join12
st11:
  store float %v1727, float addrspace(1)* %v2330, align 4
  br label %join12
join12:
  %v2331 = icmp ult i64 %v1824, %v1826
  %v2332 = add i64 %v1834, 3
  %v2333 = add i64 %v1832, 3
  %v2334 = icmp ult i64 %v2333, %v1833
  %v2335 = and i1 %v2331, %v2334
  %v2336 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2332
  br i1 %v2335, label %st13, label %join14
st13:
  store float %v1728, float addrspace(1)* %v2336, align 4
  br label %join14
join14:
  %v2337 = icmp ult i64 %v1824, %v1826
  %v2338 = add i64 %v1834, 128
  %v2339 = add i64 %v1832, 128
  %v2340 = icmp ult i64 %v2339, %v1833
  %v2341 = and i1 %v2337, %v2340
  %v2342 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2338
  br i1 %v2341, label %st15, label %join16
st15:
  store float %v1729, float addrspace(1)* %v2342, align 4
  br label %join16
join16:
  %v2343 = icmp ult i64 %v1824, %v1826
  %v2344 = add i64 %v1834, 129
  %v2345 = add i64 %v1832, 129
  %v2346 = icmp ult i64 %v2345, %v1833
  %v2347 = and i1 %v2343, %v2346
  %v2348 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2344
  br i1 %v2347, label %st17, label %join18
st17:
  store float %v1730, float addrspace(1)* %v2348, align 4
  br label %join18
join18:
  %v2349 = icmp ult i64 %v1824, %v1826
  %v2350 = add i64 %v1834, 130
  %v2351 = add i64 %v1832, 130
  %v2352 = icmp ult i64 %v2351, %v1833
  %v2353 = and i1 %v2349, %v2352
  %v2354 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2350
  br i1 %v2353, label %st19, label %join20
st19:
  store float %v1731, float addrspace(1)* %v2354, align 4
  br label %join20
join20:
  %v2355 = icmp ult i64 %v1824, %v1826
  %v2356 = add i64 %v1834, 131
  %v2357 = add i64 %v1832, 131
  %v2358 = icmp ult i64 %v2357, %v1833
  %v2359 = and i1 %v2355, %v2358
  %v2360 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2356
  br i1 %v2359, label %st21, label %join22
st21:
  store float %v1732, float addrspace(1)* %v2360, align 4
  br label %join22
join22:
  %v2361 = icmp ult i64 %v1824, %v1826
  %v2362 = add i64 %v1834, 256
  %v2363 = add i64 %v1832, 256
  %v2364 = icmp ult i64 %v2363, %v1833
  %v2365 = and i1 %v2361, %v2364
  %v2366 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2362
  br i1 %v2365, label %st23, label %join24
st23:
  store float %v1733, float addrspace(1)* %v2366, align 4
  br label %join24
join24:
  %v2367 = icmp ult i64 %v1824, %v1826
  %v2368 = add i64 %v1834, 257
  %v2369 = add i64 %v1832, 257
  %v2370 = icmp ult i64 %v2369, %v1833
  %v2371 = and i1 %v2367, %v2370
  %v2372 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2368
  br i1 %v2371, label %st25, label %join26
st25:
  store float %v1734, float addrspace(1)* %v2372, align 4
  br label %join26
join26:
  %v2373 = icmp ult i64 %v1824, %v1826
  %v2374 = add i64 %v1834, 258
  %v2375 = add i64 %v1832, 258
  %v2376 = icmp ult i64 %v2375, %v1833
  %v2377 = and i1 %v2373, %v2376
  %v2378 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2374
  br i1 %v2377, label %st27, label %join28
st27:
  store float %v1735, float addrspace(1)* %v2378, align 4
  br label %join28
join28:
  %v2379 = icmp ult i64 %v1824, %v1826
  %v2380 = add i64 %v1834, 259
  %v2381 = add i64 %v1832, 259
  %v2382 = icmp ult i64 %v2381, %v1833
  %v2383 = and i1 %v2379, %v2382
  %v2384 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2380
  br i1 %v2383, label %st29, label %join30
st29:
  store float %v1736, float addrspace(1)* %v2384, align 4
  br label %join30
join30:
  %v2385 = icmp ult i64 %v1824, %v1826
  %v2386 = add i64 %v1834, 384
  %v2387 = add i64 %v1832, 384
  %v2388 = icmp ult i64 %v2387, %v1833
  %v2389 = and i1 %v2385, %v2388
  %v2390 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2386
  br i1 %v2389, label %st31, label %join32
st31:
  store float %v1737, float addrspace(1)* %v2390, align 4
  br label %join32
join32:
  %v2391 = icmp ult i64 %v1824, %v1826
  %v2392 = add i64 %v1834, 385
  %v2393 = add i64 %v1832, 385
  %v2394 = icmp ult i64 %v2393, %v1833
  %v2395 = and i1 %v2391, %v2394
  %v2396 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2392
  br i1 %v2395, label %st33, label %join34
st33:
  store float %v1738, float addrspace(1)* %v2396, align 4
  br label %join34
join34:
  %v2397 = icmp ult i64 %v1824, %v1826
  %v2398 = add i64 %v1834, 386
  %v2399 = add i64 %v1832, 386
  %v2400 = icmp ult i64 %v2399, %v1833
  %v2401 = and i1 %v2397, %v2400
  %v2402 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2398
  br i1 %v2401, label %st35, label %join36
st35:
  store float %v1739, float addrspace(1)* %v2402, align 4
  br label %join36
join36:
  %v2403 = icmp ult i64 %v1824, %v1826
  %v2404 = add i64 %v1834, 387
  %v2405 = add i64 %v1832, 387
  %v2406 = icmp ult i64 %v2405, %v1833
  %v2407 = and i1 %v2403, %v2406
  %v2408 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2404
  br i1 %v2407, label %st37, label %join38
st37:
  store float %v1740, float addrspace(1)* %v2408, align 4
  br label %join38
join38:
  %v2409 = icmp ult i64 %v1824, %v1826
  %v2410 = add i64 %v1834, 512
  %v2411 = add i64 %v1832, 512
  %v2412 = icmp ult i64 %v2411, %v1833
  %v2413 = and i1 %v2409, %v2412
  %v2414 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2410
  br i1 %v2413, label %st39, label %join40
st39:
  store float %v1741, float addrspace(1)* %v2414, align 4
  br label %join40
join40:
  %v2415 = icmp ult i64 %v1824, %v1826
  %v2416 = add i64 %v1834, 513
  %v2417 = add i64 %v1832, 513
  %v2418 = icmp ult i64 %v2417, %v1833
  %v2419 = and i1 %v2415, %v2418
  %v2420 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2416
  br i1 %v2419, label %st41, label %join42
st41:
  store float %v1742, float addrspace(1)* %v2420, align 4
  br label %join42
join42:
  %v2421 = icmp ult i64 %v1824, %v1826
  %v2422 = add i64 %v1834, 514
  %v2423 = add i64 %v1832, 514
  %v2424 = icmp ult i64 %v2423, %v1833
  %v2425 = and i1 %v2421, %v2424
  %v2426 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2422
  br i1 %v2425, label %st43, label %join44
st43:
  store float %v1743, float addrspace(1)* %v2426, align 4
  br label %join44
join44:
  %v2427 = icmp ult i64 %v1824, %v1826
  %v2428 = add i64 %v1834, 515
  %v2429 = add i64 %v1832, 515
  %v2430 = icmp ult i64 %v2429, %v1833
  %v2431 = and i1 %v2427, %v2430
  %v2432 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2428
  br i1 %v2431, label %st45, label %join46
st45:
  store float %v1744, float addrspace(1)* %v2432, align 4
  br label %join46
join46:
  %v2433 = icmp ult i64 %v1824, %v1826
  %v2434 = add i64 %v1834, 640
  %v2435 = add i64 %v1832, 640
  %v2436 = icmp ult i64 %v2435, %v1833
  %v2437 = and i1 %v2433, %v2436
  %v2438 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2434
  br i1 %v2437, label %st47, label %join48
st47:
  store float %v1745, float addrspace(1)* %v2438, align 4
  br label %join48
join48:
  %v2439 = icmp ult i64 %v1824, %v1826
  %v2440 = add i64 %v1834, 641
  %v2441 = add i64 %v1832, 641
  %v2442 = icmp ult i64 %v2441, %v1833
  %v2443 = and i1 %v2439, %v2442
  %v2444 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2440
  br i1 %v2443, label %st49, label %join50
st49:
  store float %v1746, float addrspace(1)* %v2444, align 4
  br label %join50
join50:
  %v2445 = icmp ult i64 %v1824, %v1826
  %v2446 = add i64 %v1834, 642
  %v2447 = add i64 %v1832, 642
  %v2448 = icmp ult i64 %v2447, %v1833
  %v2449 = and i1 %v2445, %v2448
  %v2450 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2446
  br i1 %v2449, label %st51, label %join52
st51:
  store float %v1747, float addrspace(1)* %v2450, align 4
  br label %join52
join52:
  %v2451 = icmp ult i64 %v1824, %v1826
  %v2452 = add i64 %v1834, 643
  %v2453 = add i64 %v1832, 643
  %v2454 = icmp ult i64 %v2453, %v1833
  %v2455 = and i1 %v2451, %v2454
  %v2456 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2452
  br i1 %v2455, label %st53, label %join54
st53:
  store float %v1748, float addrspace(1)* %v2456, align 4
  br label %join54
join54:
  %v2457 = icmp ult i64 %v1824, %v1826
  %v2458 = add i64 %v1834, 768
  %v2459 = add i64 %v1832, 768
  %v2460 = icmp ult i64 %v2459, %v1833
  %v2461 = and i1 %v2457, %v2460
  %v2462 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2458
  br i1 %v2461, label %st55, label %join56
st55:
  store float %v1749, float addrspace(1)* %v2462, align 4
  br label %join56
join56:
  %v2463 = icmp ult i64 %v1824, %v1826
  %v2464 = add i64 %v1834, 769
  %v2465 = add i64 %v1832, 769
  %v2466 = icmp ult i64 %v2465, %v1833
  %v2467 = and i1 %v2463, %v2466
  %v2468 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2464
  br i1 %v2467, label %st57, label %join58
st57:
  store float %v1750, float addrspace(1)* %v2468, align 4
  br label %join58
join58:
  %v2469 = icmp ult i64 %v1824, %v1826
  %v2470 = add i64 %v1834, 770
  %v2471 = add i64 %v1832, 770
  %v2472 = icmp ult i64 %v2471, %v1833
  %v2473 = and i1 %v2469, %v2472
  %v2474 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2470
  br i1 %v2473, label %st59, label %join60
st59:
  store float %v1751, float addrspace(1)* %v2474, align 4
  br label %join60
join60:
  %v2475 = icmp ult i64 %v1824, %v1826
  %v2476 = add i64 %v1834, 771
  %v2477 = add i64 %v1832, 771
  %v2478 = icmp ult i64 %v2477, %v1833
  %v2479 = and i1 %v2475, %v2478
  %v2480 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2476
  br i1 %v2479, label %st61, label %join62
st61:
  store float %v1752, float addrspace(1)* %v2480, align 4
  br label %join62
join62:
  %v2481 = icmp ult i64 %v1824, %v1826
  %v2482 = add i64 %v1834, 896
  %v2483 = add i64 %v1832, 896
  %v2484 = icmp ult i64 %v2483, %v1833
  %v2485 = and i1 %v2481, %v2484
  %v2486 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2482
  br i1 %v2485, label %st63, label %join64
st63:
  store float %v1753, float addrspace(1)* %v2486, align 4
  br label %join64
join64:
  %v2487 = icmp ult i64 %v1824, %v1826
  %v2488 = add i64 %v1834, 897
  %v2489 = add i64 %v1832, 897
  %v2490 = icmp ult i64 %v2489, %v1833
  %v2491 = and i1 %v2487, %v2490
  %v2492 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2488
  br i1 %v2491, label %st65, label %join66
st65:
  store float %v1754, float addrspace(1)* %v2492, align 4
  br label %join66
join66:
  %v2493 = icmp ult i64 %v1824, %v1826
  %v2494 = add i64 %v1834, 898
  %v2495 = add i64 %v1832, 898
  %v2496 = icmp ult i64 %v2495, %v1833
  %v2497 = and i1 %v2493, %v2496
  %v2498 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2494
  br i1 %v2497, label %st67, label %join68
st67:
  store float %v1755, float addrspace(1)* %v2498, align 4
  br label %join68
join68:
  %v2499 = icmp ult i64 %v1824, %v1826
  %v2500 = add i64 %v1834, 899
  %v2501 = add i64 %v1832, 899
  %v2502 = icmp ult i64 %v2501, %v1833
  %v2503 = and i1 %v2499, %v2502
  %v2504 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2500
  br i1 %v2503, label %st69, label %join70
st69:
  store float %v1756, float addrspace(1)* %v2504, align 4
  br label %join70
join70:
  %v2505 = mul i64 8, %v1825
  %v2506 = add i64 %v1834, %v2505
  %v2507 = add i64 %v1824, 8
  %v2508 = icmp ult i64 %v2507, %v1826
  %v2509 = icmp ult i64 %v1832, %v1833
  %v2510 = and i1 %v2508, %v2509
  %v2511 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2506
  br i1 %v2510, label %st71, label %join72
st71:
  store float %v1757, float addrspace(1)* %v2511, align 4
  br label %join72
join72:
  %v2512 = mul i64 8, %v1825
  %v2513 = add i64 %v1834, %v2512
  %v2514 = add i64 %v1824, 8
  %v2515 = icmp ult i64 %v2514, %v1826
  %v2516 = add i64 %v2513, 1
  %v2517 = add i64 %v1832, 1
  %v2518 = icmp ult i64 %v2517, %v1833
  %v2519 = and i1 %v2515, %v2518
  %v2520 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2516
  br i1 %v2519, label %st73, label %join74
st73:
  store float %v1758, float addrspace(1)* %v2520, align 4
  br label %join74
join74:
  %v2521 = mul i64 8, %v1825
  %v2522 = add i64 %v1834, %v2521
  %v2523 = add i64 %v1824, 8
  %v2524 = icmp ult i64 %v2523, %v1826
  %v2525 = add i64 %v2522, 2
  %v2526 = add i64 %v1832, 2
  %v2527 = icmp ult i64 %v2526, %v1833
  %v2528 = and i1 %v2524, %v2527
  %v2529 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2525
  br i1 %v2528, label %st75, label %join76
st75:
  store float %v1759, float addrspace(1)* %v2529, align 4
  br label %join76
join76:
  %v2530 = mul i64 8, %v1825
  %v2531 = add i64 %v1834, %v2530
  %v2532 = add i64 %v1824, 8
  %v2533 = icmp ult i64 %v2532, %v1826
  %v2534 = add i64 %v2531, 3
  %v2535 = add i64 %v1832, 3
  %v2536 = icmp ult i64 %v2535, %v1833
  %v2537 = and i1 %v2533, %v2536
  %v2538 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2534
  br i1 %v2537, label %st77, label %join78
st77:
  store float %v1760, float addrspace(1)* %v2538, align 4
  br label %join78
join78:
  %v2539 = mul i64 8, %v1825
  %v2540 = add i64 %v1834, %v2539
  %v2541 = add i64 %v1824, 8
  %v2542 = icmp ult i64 %v2541, %v1826
  %v2543 = add i64 %v2540, 128
  %v2544 = add i64 %v1832, 128
  %v2545 = icmp ult i64 %v2544, %v1833
  %v2546 = and i1 %v2542, %v2545
  %v2547 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2543
  br i1 %v2546, label %st79, label %join80
st79:
  store float %v1761, float addrspace(1)* %v2547, align 4
  br label %join80
join80:
  %v2548 = mul i64 8, %v1825
  %v2549 = add i64 %v1834, %v2548
  %v2550 = add i64 %v1824, 8
  %v2551 = icmp ult i64 %v2550, %v1826
  %v2552 = add i64 %v2549, 129
  %v2553 = add i64 %v1832, 129
  %v2554 = icmp ult i64 %v2553, %v1833
  %v2555 = and i1 %v2551, %v2554
  %v2556 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2552
  br i1 %v2555, label %st81, label %join82
st81:
  store float %v1762, float addrspace(1)* %v2556, align 4
  br label %join82
join82:
  %v2557 = mul i64 8, %v1825
  %v2558 = add i64 %v1834, %v2557
  %v2559 = add i64 %v1824, 8
  %v2560 = icmp ult i64 %v2559, %v1826
  %v2561 = add i64 %v2558, 130
  %v2562 = add i64 %v1832, 130
  %v2563 = icmp ult i64 %v2562, %v1833
  %v2564 = and i1 %v2560, %v2563
  %v2565 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2561
  br i1 %v2564, label %st83, label %join84
st83:
  store float %v1763, float addrspace(1)* %v2565, align 4
  br label %join84
join84:
  %v2566 = mul i64 8, %v1825
  %v2567 = add i64 %v1834, %v2566
  %v2568 = add i64 %v1824, 8
  %v2569 = icmp ult i64 %v2568, %v1826
  %v2570 = add i64 %v2567, 131
  %v2571 = add i64 %v1832, 131
  %v2572 = icmp ult i64 %v2571, %v1833
  %v2573 = and i1 %v2569, %v2572
  %v2574 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2570
  br i1 %v2573, label %st85, label %join86
st85:
  store float %v1764, float addrspace(1)* %v2574, align 4
  br label %join86
join86:
  %v2575 = mul i64 8, %v1825
  %v2576 = add i64 %v1834, %v2575
  %v2577 = add i64 %v1824, 8
  %v2578 = icmp ult i64 %v2577, %v1826
  %v2579 = add i64 %v2576, 256
  %v2580 = add i64 %v1832, 256
  %v2581 = icmp ult i64 %v2580, %v1833
  %v2582 = and i1 %v2578, %v2581
  %v2583 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2579
  br i1 %v2582, label %st87, label %join88
st87:
  store float %v1765, float addrspace(1)* %v2583, align 4
  br label %join88
join88:
  %v2584 = mul i64 8, %v1825
  %v2585 = add i64 %v1834, %v2584
  %v2586 = add i64 %v1824, 8
  %v2587 = icmp ult i64 %v2586, %v1826
  %v2588 = add i64 %v2585, 257
  %v2589 = add i64 %v1832, 257
  %v2590 = icmp ult i64 %v2589, %v1833
  %v2591 = and i1 %v2587, %v2590
  %v2592 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2588
  br i1 %v2591, label %st89, label %join90
st89:
  store float %v1766, float addrspace(1)* %v2592, align 4
  br label %join90
join90:
  %v2593 = mul i64 8, %v1825
  %v2594 = add i64 %v1834, %v2593
  %v2595 = add i64 %v1824, 8
  %v2596 = icmp ult i64 %v2595, %v1826
  %v2597 = add i64 %v2594, 258
  %v2598 = add i64 %v1832, 258
  %v2599 = icmp ult i64 %v2598, %v1833
  %v2600 = and i1 %v2596, %v2599
  %v2601 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2597
  br i1 %v2600, label %st91, label %join92
st91:
  store float %v1767, float addrspace(1)* %v2601, align 4
  br label %join92
join92:
  %v2602 = mul i64 8, %v1825
  %v2603 = add i64 %v1834, %v2602
  %v2604 = add i64 %v1824, 8
  %v2605 = icmp ult i64 %v2604, %v1826
  %v2606 = add i64 %v2603, 259
  %v2607 = add i64 %v1832, 259
  %v2608 = icmp ult i64 %v2607, %v1833
  %v2609 = and i1 %v2605, %v2608
  %v2610 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2606
  br i1 %v2609, label %st93, label %join94
st93:
  store float %v1768, float addrspace(1)* %v2610, align 4
  br label %join94
join94:
  %v2611 = mul i64 8, %v1825
  %v2612 = add i64 %v1834, %v2611
  %v2613 = add i64 %v1824, 8
  %v2614 = icmp ult i64 %v2613, %v1826
  %v2615 = add i64 %v2612, 384
  %v2616 = add i64 %v1832, 384
  %v2617 = icmp ult i64 %v2616, %v1833
  %v2618 = and i1 %v2614, %v2617
  %v2619 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2615
  br i1 %v2618, label %st95, label %join96
st95:
  store float %v1769, float addrspace(1)* %v2619, align 4
  br label %join96
join96:
  %v2620 = mul i64 8, %v1825
  %v2621 = add i64 %v1834, %v2620
  %v2622 = add i64 %v1824, 8
  %v2623 = icmp ult i64 %v2622, %v1826
  %v2624 = add i64 %v2621, 385
  %v2625 = add i64 %v1832, 385
  %v2626 = icmp ult i64 %v2625, %v1833
  %v2627 = and i1 %v2623, %v2626
  %v2628 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2624
  br i1 %v2627, label %st97, label %join98
st97:
  store float %v1770, float addrspace(1)* %v2628, align 4
  br label %join98
join98:
  %v2629 = mul i64 8, %v1825
  %v2630 = add i64 %v1834, %v2629
  %v2631 = add i64 %v1824, 8
  %v2632 = icmp ult i64 %v2631, %v1826
  %v2633 = add i64 %v2630, 386
  %v2634 = add i64 %v1832, 386
  %v2635 = icmp ult i64 %v2634, %v1833
  %v2636 = and i1 %v2632, %v2635
  %v2637 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2633
  br i1 %v2636, label %st99, label %join100
st99:
  store float %v1771, float addrspace(1)* %v2637, align 4
  br label %join100
join100:
  %v2638 = mul i64 8, %v1825
  %v2639 = add i64 %v1834, %v2638
  %v2640 = add i64 %v1824, 8
  %v2641 = icmp ult i64 %v2640, %v1826
  %v2642 = add i64 %v2639, 387
  %v2643 = add i64 %v1832, 387
  %v2644 = icmp ult i64 %v2643, %v1833
  %v2645 = and i1 %v2641, %v2644
  %v2646 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2642
  br i1 %v2645, label %st101, label %join102
st101:
  store float %v1772, float addrspace(1)* %v2646, align 4
  br label %join102
join102:
  %v2647 = mul i64 8, %v1825
  %v2648 = add i64 %v1834, %v2647
  %v2649 = add i64 %v1824, 8
  %v2650 = icmp ult i64 %v2649, %v1826
  %v2651 = add i64 %v2648, 512
  %v2652 = add i64 %v1832, 512
  %v2653 = icmp ult i64 %v2652, %v1833
  %v2654 = and i1 %v2650, %v2653
  %v2655 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2651
  br i1 %v2654, label %st103, label %join104
st103:
  store float %v1773, float addrspace(1)* %v2655, align 4
  br label %join104
join104:
  %v2656 = mul i64 8, %v1825
  %v2657 = add i64 %v1834, %v2656
  %v2658 = add i64 %v1824, 8
  %v2659 = icmp ult i64 %v2658, %v1826
  %v2660 = add i64 %v2657, 513
  %v2661 = add i64 %v1832, 513
  %v2662 = icmp ult i64 %v2661, %v1833
  %v2663 = and i1 %v2659, %v2662
  %v2664 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2660
  br i1 %v2663, label %st105, label %join106
st105:
  store float %v1774, float addrspace(1)* %v2664, align 4
  br label %join106
join106:
  %v2665 = mul i64 8, %v1825
  %v2666 = add i64 %v1834, %v2665
  %v2667 = add i64 %v1824, 8
  %v2668 = icmp ult i64 %v2667, %v1826
  %v2669 = add i64 %v2666, 514
  %v2670 = add i64 %v1832, 514
  %v2671 = icmp ult i64 %v2670, %v1833
  %v2672 = and i1 %v2668, %v2671
  %v2673 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2669
  br i1 %v2672, label %st107, label %join108
st107:
  store float %v1775, float addrspace(1)* %v2673, align 4
  br label %join108
join108:
  %v2674 = mul i64 8, %v1825
  %v2675 = add i64 %v1834, %v2674
  %v2676 = add i64 %v1824, 8
  %v2677 = icmp ult i64 %v2676, %v1826
  %v2678 = add i64 %v2675, 515
  %v2679 = add i64 %v1832, 515
  %v2680 = icmp ult i64 %v2679, %v1833
  %v2681 = and i1 %v2677, %v2680
  %v2682 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2678
  br i1 %v2681, label %st109, label %join110
st109:
  store float %v1776, float addrspace(1)* %v2682, align 4
  br label %join110
join110:
  %v2683 = mul i64 8, %v1825
  %v2684 = add i64 %v1834, %v2683
  %v2685 = add i64 %v1824, 8
  %v2686 = icmp ult i64 %v2685, %v1826
  %v2687 = add i64 %v2684, 640
  %v2688 = add i64 %v1832, 640
  %v2689 = icmp ult i64 %v2688, %v1833
  %v2690 = and i1 %v2686, %v2689
  %v2691 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2687
  br i1 %v2690, label %st111, label %join112
st111:
  store float %v1777, float addrspace(1)* %v2691, align 4
  br label %join112
join112:
  %v2692 = mul i64 8, %v1825
  %v2693 = add i64 %v1834, %v2692
  %v2694 = add i64 %v1824, 8
  %v2695 = icmp ult i64 %v2694, %v1826
  %v2696 = add i64 %v2693, 641
  %v2697 = add i64 %v1832, 641
  %v2698 = icmp ult i64 %v2697, %v1833
  %v2699 = and i1 %v2695, %v2698
  %v2700 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2696
  br i1 %v2699, label %st113, label %join114
st113:
  store float %v1778, float addrspace(1)* %v2700, align 4
  br label %join114
join114:
  %v2701 = mul i64 8, %v1825
  %v2702 = add i64 %v1834, %v2701
  %v2703 = add i64 %v1824, 8
  %v2704 = icmp ult i64 %v2703, %v1826
  %v2705 = add i64 %v2702, 642
  %v2706 = add i64 %v1832, 642
  %v2707 = icmp ult i64 %v2706, %v1833
  %v2708 = and i1 %v2704, %v2707
  %v2709 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2705
  br i1 %v2708, label %st115, label %join116
st115:
  store float %v1779, float addrspace(1)* %v2709, align 4
  br label %join116
join116:
  %v2710 = mul i64 8, %v1825
  %v2711 = add i64 %v1834, %v2710
  %v2712 = add i64 %v1824, 8
  %v2713 = icmp ult i64 %v2712, %v1826
  %v2714 = add i64 %v2711, 643
  %v2715 = add i64 %v1832, 643
  %v2716 = icmp ult i64 %v2715, %v1833
  %v2717 = and i1 %v2713, %v2716
  %v2718 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2714
  br i1 %v2717, label %st117, label %join118
st117:
  store float %v1780, float addrspace(1)* %v2718, align 4
  br label %join118
join118:
  %v2719 = mul i64 8, %v1825
  %v2720 = add i64 %v1834, %v2719
  %v2721 = add i64 %v1824, 8
  %v2722 = icmp ult i64 %v2721, %v1826
  %v2723 = add i64 %v2720, 768
  %v2724 = add i64 %v1832, 768
  %v2725 = icmp ult i64 %v2724, %v1833
  %v2726 = and i1 %v2722, %v2725
  %v2727 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2723
  br i1 %v2726, label %st119, label %join120
st119:
  store float %v1781, float addrspace(1)* %v2727, align 4
  br label %join120
join120:
  %v2728 = mul i64 8, %v1825
  %v2729 = add i64 %v1834, %v2728
  %v2730 = add i64 %v1824, 8
  %v2731 = icmp ult i64 %v2730, %v1826
  %v2732 = add i64 %v2729, 769
  %v2733 = add i64 %v1832, 769
  %v2734 = icmp ult i64 %v2733, %v1833
  %v2735 = and i1 %v2731, %v2734
  %v2736 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2732
  br i1 %v2735, label %st121, label %join122
st121:
  store float %v1782, float addrspace(1)* %v2736, align 4
  br label %join122
join122:
  %v2737 = mul i64 8, %v1825
  %v2738 = add i64 %v1834, %v2737
  %v2739 = add i64 %v1824, 8
  %v2740 = icmp ult i64 %v2739, %v1826
  %v2741 = add i64 %v2738, 770
  %v2742 = add i64 %v1832, 770
  %v2743 = icmp ult i64 %v2742, %v1833
  %v2744 = and i1 %v2740, %v2743
  %v2745 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2741
  br i1 %v2744, label %st123, label %join124
st123:
  store float %v1783, float addrspace(1)* %v2745, align 4
  br label %join124
join124:
  %v2746 = mul i64 8, %v1825
  %v2747 = add i64 %v1834, %v2746
  %v2748 = add i64 %v1824, 8
  %v2749 = icmp ult i64 %v2748, %v1826
  %v2750 = add i64 %v2747, 771
  %v2751 = add i64 %v1832, 771
  %v2752 = icmp ult i64 %v2751, %v1833
  %v2753 = and i1 %v2749, %v2752
  %v2754 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2750
  br i1 %v2753, label %st125, label %join126
st125:
  store float %v1784, float addrspace(1)* %v2754, align 4
  br label %join126
join126:
  %v2755 = mul i64 8, %v1825
  %v2756 = add i64 %v1834, %v2755
  %v2757 = add i64 %v1824, 8
  %v2758 = icmp ult i64 %v2757, %v1826
  %v2759 = add i64 %v2756, 896
  %v2760 = add i64 %v1832, 896
  %v2761 = icmp ult i64 %v2760, %v1833
  %v2762 = and i1 %v2758, %v2761
  %v2763 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2759
  br i1 %v2762, label %st127, label %join128
st127:
  store float %v1785, float addrspace(1)* %v2763, align 4
  br label %join128
join128:
  %v2764 = mul i64 8, %v1825
  %v2765 = add i64 %v1834, %v2764
  %v2766 = add i64 %v1824, 8
  %v2767 = icmp ult i64 %v2766, %v1826
  %v2768 = add i64 %v2765, 897
  %v2769 = add i64 %v1832, 897
  %v2770 = icmp ult i64 %v2769, %v1833
  %v2771 = and i1 %v2767, %v2770
  %v2772 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2768
  br i1 %v2771, label %st129, label %join130
st129:
  store float %v1786, float addrspace(1)* %v2772, align 4
  br label %join130
join130:
  %v2773 = mul i64 8, %v1825
  %v2774 = add i64 %v1834, %v2773
  %v2775 = add i64 %v1824, 8
  %v2776 = icmp ult i64 %v2775, %v1826
  %v2777 = add i64 %v2774, 898
  %v2778 = add i64 %v1832, 898
  %v2779 = icmp ult i64 %v2778, %v1833
  %v2780 = and i1 %v2776, %v2779
  %v2781 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2777
  br i1 %v2780, label %st131, label %join132
st131:
  store float %v1787, float addrspace(1)* %v2781, align 4
  br label %join132
join132:
  %v2782 = mul i64 8, %v1825
  %v2783 = add i64 %v1834, %v2782
  %v2784 = add i64 %v1824, 8
  %v2785 = icmp ult i64 %v2784, %v1826
  %v2786 = add i64 %v2783, 899
  %v2787 = add i64 %v1832, 899
  %v2788 = icmp ult i64 %v2787, %v1833
  %v2789 = and i1 %v2785, %v2788
  %v2790 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v2786
  br i1 %v2789, label %st133, label %join134
st133:
  store float %v1788, float addrspace(1)* %v2790, align 4
  br label %join134
join134:
  br label %st_done6
}

declare float @__nv_expf(float)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)

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
  %v40 = shl i32 %v39, 10
  %v41 = or i32 %v38, %v40
  %v42 = lshr i32 %v3, 1
  %v43 = and i32 %v42, 1
  %v44 = shl i32 %v43, 7
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
  %v78 = add i64 %v62, 256
  %v79 = add i64 %v60, 256
  %v80 = icmp ult i64 %v79, %v61
  %v81 = and i1 %v77, %v80
  %v82 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v78
  %v83 = bitcast float addrspace(1)* %v82 to <4 x float> addrspace(1)*
  %v84 = load <4 x float>, <4 x float> addrspace(1)* %v83, align 16
  %v85 = extractelement <4 x float> %v84, i32 0
  %v86 = extractelement <4 x float> %v84, i32 1
  %v87 = extractelement <4 x float> %v84, i32 2
  %v88 = extractelement <4 x float> %v84, i32 3
  %v89 = icmp ult i64 %v52, %v54
  %v90 = add i64 %v62, 512
  %v91 = add i64 %v60, 512
  %v92 = icmp ult i64 %v91, %v61
  %v93 = and i1 %v89, %v92
  %v94 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v90
  %v95 = bitcast float addrspace(1)* %v94 to <4 x float> addrspace(1)*
  %v96 = load <4 x float>, <4 x float> addrspace(1)* %v95, align 16
  %v97 = extractelement <4 x float> %v96, i32 0
  %v98 = extractelement <4 x float> %v96, i32 1
  %v99 = extractelement <4 x float> %v96, i32 2
  %v100 = extractelement <4 x float> %v96, i32 3
  %v101 = icmp ult i64 %v52, %v54
  %v102 = add i64 %v62, 768
  %v103 = add i64 %v60, 768
  %v104 = icmp ult i64 %v103, %v61
  %v105 = and i1 %v101, %v104
  %v106 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v102
  %v107 = bitcast float addrspace(1)* %v106 to <4 x float> addrspace(1)*
  %v108 = load <4 x float>, <4 x float> addrspace(1)* %v107, align 16
  %v109 = extractelement <4 x float> %v108, i32 0
  %v110 = extractelement <4 x float> %v108, i32 1
  %v111 = extractelement <4 x float> %v108, i32 2
  %v112 = extractelement <4 x float> %v108, i32 3
  br label %ld_done3
ld_edge2:
  %v113 = bitcast float 0xFFF0000000000000 to i32
  %v114 = icmp ult i64 %v52, %v54
  %v115 = icmp ult i64 %v60, %v61
  %v116 = and i1 %v114, %v115
  %v117 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v62
  %v118 = bitcast float addrspace(1)* %v117 to <4 x float> addrspace(1)*
  %v119 = ptrtoint <4 x float> addrspace(1)* %v118 to i64
  %v120 = zext i1 %v116 to i32
  %v121 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v119, i32 %v120, i32 %v113, i32 %v113, i32 %v113, i32 %v113)
  %v122 = extractvalue {i32, i32, i32, i32} %v121, 0
  %v123 = extractvalue {i32, i32, i32, i32} %v121, 1
  %v124 = extractvalue {i32, i32, i32, i32} %v121, 2
  %v125 = extractvalue {i32, i32, i32, i32} %v121, 3
  %v126 = bitcast i32 %v122 to float
  %v127 = bitcast i32 %v123 to float
  %v128 = bitcast i32 %v124 to float
  %v129 = bitcast i32 %v125 to float
  %v130 = insertelement <4 x float> undef, float %v126, i32 0
  %v131 = insertelement <4 x float> %v130, float %v127, i32 1
  %v132 = insertelement <4 x float> %v131, float %v128, i32 2
  %v133 = insertelement <4 x float> %v132, float %v129, i32 3
  %v134 = extractelement <4 x float> %v133, i32 0
  %v135 = extractelement <4 x float> %v133, i32 1
  %v136 = extractelement <4 x float> %v133, i32 2
  %v137 = extractelement <4 x float> %v133, i32 3
  %v138 = icmp ult i64 %v52, %v54
  %v139 = add i64 %v62, 256
  %v140 = add i64 %v60, 256
  %v141 = icmp ult i64 %v140, %v61
  %v142 = and i1 %v138, %v141
  %v143 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v139
  %v144 = bitcast float addrspace(1)* %v143 to <4 x float> addrspace(1)*
  %v145 = ptrtoint <4 x float> addrspace(1)* %v144 to i64
  %v146 = zext i1 %v142 to i32
  %v147 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v145, i32 %v146, i32 %v113, i32 %v113, i32 %v113, i32 %v113)
  %v148 = extractvalue {i32, i32, i32, i32} %v147, 0
  %v149 = extractvalue {i32, i32, i32, i32} %v147, 1
  %v150 = extractvalue {i32, i32, i32, i32} %v147, 2
  %v151 = extractvalue {i32, i32, i32, i32} %v147, 3
  %v152 = bitcast i32 %v148 to float
  %v153 = bitcast i32 %v149 to float
  %v154 = bitcast i32 %v150 to float
  %v155 = bitcast i32 %v151 to float
  %v156 = insertelement <4 x float> undef, float %v152, i32 0
  %v157 = insertelement <4 x float> %v156, float %v153, i32 1
  %v158 = insertelement <4 x float> %v157, float %v154, i32 2
  %v159 = insertelement <4 x float> %v158, float %v155, i32 3
  %v160 = extractelement <4 x float> %v159, i32 0
  %v161 = extractelement <4 x float> %v159, i32 1
  %v162 = extractelement <4 x float> %v159, i32 2
  %v163 = extractelement <4 x float> %v159, i32 3
  %v164 = icmp ult i64 %v52, %v54
  %v165 = add i64 %v62, 512
  %v166 = add i64 %v60, 512
  %v167 = icmp ult i64 %v166, %v61
  %v168 = and i1 %v164, %v167
  %v169 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v165
  %v170 = bitcast float addrspace(1)* %v169 to <4 x float> addrspace(1)*
  %v171 = ptrtoint <4 x float> addrspace(1)* %v170 to i64
  %v172 = zext i1 %v168 to i32
  %v173 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v171, i32 %v172, i32 %v113, i32 %v113, i32 %v113, i32 %v113)
  %v174 = extractvalue {i32, i32, i32, i32} %v173, 0
  %v175 = extractvalue {i32, i32, i32, i32} %v173, 1
  %v176 = extractvalue {i32, i32, i32, i32} %v173, 2
  %v177 = extractvalue {i32, i32, i32, i32} %v173, 3
  %v178 = bitcast i32 %v174 to float
  %v179 = bitcast i32 %v175 to float
  %v180 = bitcast i32 %v176 to float
  %v181 = bitcast i32 %v177 to float
  %v182 = insertelement <4 x float> undef, float %v178, i32 0
  %v183 = insertelement <4 x float> %v182, float %v179, i32 1
  %v184 = insertelement <4 x float> %v183, float %v180, i32 2
  %v185 = insertelement <4 x float> %v184, float %v181, i32 3
  %v186 = extractelement <4 x float> %v185, i32 0
  %v187 = extractelement <4 x float> %v185, i32 1
  %v188 = extractelement <4 x float> %v185, i32 2
  %v189 = extractelement <4 x float> %v185, i32 3
  %v190 = icmp ult i64 %v52, %v54
  %v191 = add i64 %v62, 768
  %v192 = add i64 %v60, 768
  %v193 = icmp ult i64 %v192, %v61
  %v194 = and i1 %v190, %v193
  %v195 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v191
  %v196 = bitcast float addrspace(1)* %v195 to <4 x float> addrspace(1)*
  %v197 = ptrtoint <4 x float> addrspace(1)* %v196 to i64
  %v198 = zext i1 %v194 to i32
  %v199 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v197, i32 %v198, i32 %v113, i32 %v113, i32 %v113, i32 %v113)
  %v200 = extractvalue {i32, i32, i32, i32} %v199, 0
  %v201 = extractvalue {i32, i32, i32, i32} %v199, 1
  %v202 = extractvalue {i32, i32, i32, i32} %v199, 2
  %v203 = extractvalue {i32, i32, i32, i32} %v199, 3
  %v204 = bitcast i32 %v200 to float
  %v205 = bitcast i32 %v201 to float
  %v206 = bitcast i32 %v202 to float
  %v207 = bitcast i32 %v203 to float
  %v208 = insertelement <4 x float> undef, float %v204, i32 0
  %v209 = insertelement <4 x float> %v208, float %v205, i32 1
  %v210 = insertelement <4 x float> %v209, float %v206, i32 2
  %v211 = insertelement <4 x float> %v210, float %v207, i32 3
  %v212 = extractelement <4 x float> %v211, i32 0
  %v213 = extractelement <4 x float> %v211, i32 1
  %v214 = extractelement <4 x float> %v211, i32 2
  %v215 = extractelement <4 x float> %v211, i32 3
  br label %ld_done3
ld_done3:
  %v216 = phi float [ %v73, %ld_full1 ], [ %v134, %ld_edge2 ]
  %v217 = phi float [ %v74, %ld_full1 ], [ %v135, %ld_edge2 ]
  %v218 = phi float [ %v75, %ld_full1 ], [ %v136, %ld_edge2 ]
  %v219 = phi float [ %v76, %ld_full1 ], [ %v137, %ld_edge2 ]
  %v220 = phi float [ %v85, %ld_full1 ], [ %v160, %ld_edge2 ]
  %v221 = phi float [ %v86, %ld_full1 ], [ %v161, %ld_edge2 ]
  %v222 = phi float [ %v87, %ld_full1 ], [ %v162, %ld_edge2 ]
  %v223 = phi float [ %v88, %ld_full1 ], [ %v163, %ld_edge2 ]
  %v224 = phi float [ %v97, %ld_full1 ], [ %v186, %ld_edge2 ]
  %v225 = phi float [ %v98, %ld_full1 ], [ %v187, %ld_edge2 ]
  %v226 = phi float [ %v99, %ld_full1 ], [ %v188, %ld_edge2 ]
  %v227 = phi float [ %v100, %ld_full1 ], [ %v189, %ld_edge2 ]
  %v228 = phi float [ %v109, %ld_full1 ], [ %v212, %ld_edge2 ]
  %v229 = phi float [ %v110, %ld_full1 ], [ %v213, %ld_edge2 ]
  %v230 = phi float [ %v111, %ld_full1 ], [ %v214, %ld_edge2 ]
  %v231 = phi float [ %v112, %ld_full1 ], [ %v215, %ld_edge2 ]
  %v232 = fmul float %v216, 0x3FF7154760000000
  %v233 = fmul float %v217, 0x3FF7154760000000
  %v234 = fmul float %v218, 0x3FF7154760000000
  %v235 = fmul float %v219, 0x3FF7154760000000
  %v236 = fmul float %v220, 0x3FF7154760000000
  %v237 = fmul float %v221, 0x3FF7154760000000
  %v238 = fmul float %v222, 0x3FF7154760000000
  %v239 = fmul float %v223, 0x3FF7154760000000
  %v240 = fmul float %v224, 0x3FF7154760000000
  %v241 = fmul float %v225, 0x3FF7154760000000
  %v242 = fmul float %v226, 0x3FF7154760000000
  %v243 = fmul float %v227, 0x3FF7154760000000
  %v244 = fmul float %v228, 0x3FF7154760000000
  %v245 = fmul float %v229, 0x3FF7154760000000
  %v246 = fmul float %v230, 0x3FF7154760000000
  %v247 = fmul float %v231, 0x3FF7154760000000
  %v248 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v232, float %v233)
  %v249 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v248, float %v234)
  %v250 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v249, float %v235)
  %v251 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v250, float %v236)
  %v252 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v251, float %v237)
  %v253 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v252, float %v238)
  %v254 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v253, float %v239)
  %v255 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v254, float %v240)
  %v256 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v255, float %v241)
  %v257 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v256, float %v242)
  %v258 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v257, float %v243)
  %v259 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v258, float %v244)
  %v260 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v259, float %v245)
  %v261 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v260, float %v246)
  %v262 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v261, float %v247)
  %v263 = bitcast float %v262 to i32
  %v264 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v263, i32 1, i32 31)
  %v265 = bitcast i32 %v264 to float
  %v266 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v262, float %v265)
  %v267 = bitcast float %v266 to i32
  %v268 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v267, i32 2, i32 31)
  %v269 = bitcast i32 %v268 to float
  %v270 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v266, float %v269)
  %v271 = bitcast float %v270 to i32
  %v272 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v271, i32 4, i32 31)
  %v273 = bitcast i32 %v272 to float
  %v274 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v270, float %v273)
  %v275 = bitcast float %v274 to i32
  %v276 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v275, i32 8, i32 31)
  %v277 = bitcast i32 %v276 to float
  %v278 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v274, float %v277)
  %v279 = bitcast float %v278 to i32
  %v280 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v279, i32 16, i32 31)
  %v281 = bitcast i32 %v280 to float
  %v282 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v278, float %v281)
  call void @llvm.nvvm.barrier0()
  %v283 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v284 = getelementptr inbounds float, float addrspace(3)* %v283, i32 %v1
  store float %v282, float addrspace(3)* %v284, align 4
  call void @llvm.nvvm.barrier0()
  %v285 = and i32 %v3, -3
  %v286 = shl i32 %v285, 5
  %v287 = or i32 %v286, %v2
  %v288 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v289 = getelementptr inbounds float, float addrspace(3)* %v288, i32 %v287
  %v290 = load float, float addrspace(3)* %v289, align 4
  %v291 = or i32 %v285, 2
  %v292 = shl i32 %v291, 5
  %v293 = or i32 %v292, %v2
  %v294 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v295 = getelementptr inbounds float, float addrspace(3)* %v294, i32 %v293
  %v296 = load float, float addrspace(3)* %v295, align 4
  %v297 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v290, float %v296)
  %v298 = fsub float %v232, %v297
  %v299 = fsub float %v233, %v297
  %v300 = fsub float %v234, %v297
  %v301 = fsub float %v235, %v297
  %v302 = fsub float %v236, %v297
  %v303 = fsub float %v237, %v297
  %v304 = fsub float %v238, %v297
  %v305 = fsub float %v239, %v297
  %v306 = fsub float %v240, %v297
  %v307 = fsub float %v241, %v297
  %v308 = fsub float %v242, %v297
  %v309 = fsub float %v243, %v297
  %v310 = fsub float %v244, %v297
  %v311 = fsub float %v245, %v297
  %v312 = fsub float %v246, %v297
  %v313 = fsub float %v247, %v297
  %v314 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v298)
  %v315 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v299)
  %v316 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v300)
  %v317 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v301)
  %v318 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v302)
  %v319 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v303)
  %v320 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v304)
  %v321 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v305)
  %v322 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v306)
  %v323 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v307)
  %v324 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v308)
  %v325 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v309)
  %v326 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v310)
  %v327 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v311)
  %v328 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v312)
  %v329 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v313)
  %v330 = fadd float %v314, %v315
  %v331 = fadd float %v330, %v316
  %v332 = fadd float %v331, %v317
  %v333 = fadd float %v332, %v318
  %v334 = fadd float %v333, %v319
  %v335 = fadd float %v334, %v320
  %v336 = fadd float %v335, %v321
  %v337 = fadd float %v336, %v322
  %v338 = fadd float %v337, %v323
  %v339 = fadd float %v338, %v324
  %v340 = fadd float %v339, %v325
  %v341 = fadd float %v340, %v326
  %v342 = fadd float %v341, %v327
  %v343 = fadd float %v342, %v328
  %v344 = fadd float %v343, %v329
  %v345 = bitcast float %v344 to i32
  %v346 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v345, i32 1, i32 31)
  %v347 = bitcast i32 %v346 to float
  %v348 = fadd float %v344, %v347
  %v349 = bitcast float %v348 to i32
  %v350 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v349, i32 2, i32 31)
  %v351 = bitcast i32 %v350 to float
  %v352 = fadd float %v348, %v351
  %v353 = bitcast float %v352 to i32
  %v354 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v353, i32 4, i32 31)
  %v355 = bitcast i32 %v354 to float
  %v356 = fadd float %v352, %v355
  %v357 = bitcast float %v356 to i32
  %v358 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v357, i32 8, i32 31)
  %v359 = bitcast i32 %v358 to float
  %v360 = fadd float %v356, %v359
  %v361 = bitcast float %v360 to i32
  %v362 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v361, i32 16, i32 31)
  %v363 = bitcast i32 %v362 to float
  %v364 = fadd float %v360, %v363
  call void @llvm.nvvm.barrier0()
  %v365 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v366 = getelementptr inbounds float, float addrspace(3)* %v365, i32 %v1
  store float %v364, float addrspace(3)* %v366, align 4
  call void @llvm.nvvm.barrier0()
  %v367 = and i32 %v3, -3
  %v368 = shl i32 %v367, 5
  %v369 = or i32 %v368, %v2
  %v370 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v371 = getelementptr inbounds float, float addrspace(3)* %v370, i32 %v369
  %v372 = load float, float addrspace(3)* %v371, align 4
  %v373 = or i32 %v367, 2
  %v374 = shl i32 %v373, 5
  %v375 = or i32 %v374, %v2
  %v376 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v377 = getelementptr inbounds float, float addrspace(3)* %v376, i32 %v375
  %v378 = load float, float addrspace(3)* %v377, align 4
  %v379 = fadd float %v372, %v378
  %v380 = sext i32 %v20 to i64
  br label %for4
for4:
  %v381 = phi float [ %v379, %ld_done3 ], [ %v756, %ld_done9 ]
  %v382 = phi float [ %v297, %ld_done3 ], [ %v670, %ld_done9 ]
  %v383 = phi i64 [ 1, %ld_done3 ], [ %v757, %ld_done9 ]
  %v384 = icmp slt i64 %v383, %v380
  %v385 = icmp sgt i64 %v383, %v380
  %v386 = icmp sgt i64 1, 0
  %v387 = select i1 %v386, i1 %v384, i1 %v385
  br i1 %v387, label %body5, label %endfor6
body5:
  %v388 = trunc i64 %v383 to i32
  %v389 = and i32 %v2, 1
  %v390 = shl i32 %v389, 2
  %v391 = lshr i32 %v2, 1
  %v392 = and i32 %v391, 1
  %v393 = shl i32 %v392, 3
  %v394 = or i32 %v390, %v393
  %v395 = lshr i32 %v2, 2
  %v396 = and i32 %v395, 1
  %v397 = shl i32 %v396, 4
  %v398 = or i32 %v394, %v397
  %v399 = lshr i32 %v2, 3
  %v400 = and i32 %v399, 1
  %v401 = shl i32 %v400, 5
  %v402 = or i32 %v398, %v401
  %v403 = lshr i32 %v2, 4
  %v404 = and i32 %v403, 1
  %v405 = shl i32 %v404, 6
  %v406 = or i32 %v402, %v405
  %v407 = and i32 %v3, 1
  %v408 = shl i32 %v407, 10
  %v409 = or i32 %v406, %v408
  %v410 = lshr i32 %v3, 1
  %v411 = and i32 %v410, 1
  %v412 = shl i32 %v411, 7
  %v413 = or i32 %v409, %v412
  %v414 = lshr i32 %v413, 10
  %v415 = and i32 %v414, 1
  %v416 = and i32 %v413, 1023
  %v417 = sext i32 %v4 to i64
  %v418 = mul i64 %v417, 2
  %v419 = zext i32 %v415 to i64
  %v420 = add i64 %v418, %v419
  %v421 = sext i32 %p3 to i64
  %v422 = zext i32 %p1 to i64
  %v423 = mul i64 %v420, %v421
  %v424 = add i64 %v418, 2
  %v425 = icmp sle i64 %v424, %v422
  %v426 = icmp sge i64 %v417, 0
  %v427 = and i1 %v425, %v426
  %v428 = sext i32 %v388 to i64
  %v429 = mul i64 %v428, 1024
  %v430 = zext i32 %v416 to i64
  %v431 = add i64 %v429, %v430
  %v432 = zext i32 %p2 to i64
  %v433 = add i64 %v423, %v431
  %v434 = add i64 %v429, 1024
  %v435 = icmp sle i64 %v434, %v432
  %v436 = icmp sge i64 %v428, 0
  %v437 = and i1 %v435, %v436
  %v438 = and i1 %v427, %v437
  br i1 %v438, label %ld_full7, label %ld_edge8
endfor6:
  %v758 = fdiv float 0x3FF0000000000000, %v381
  %v759 = sext i32 %v20 to i64
  br label %for10
ld_full7:
  %v439 = icmp ult i64 %v420, %v422
  %v440 = icmp ult i64 %v431, %v432
  %v441 = and i1 %v439, %v440
  %v442 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v433
  %v443 = bitcast float addrspace(1)* %v442 to <4 x float> addrspace(1)*
  %v444 = load <4 x float>, <4 x float> addrspace(1)* %v443, align 16
  %v445 = extractelement <4 x float> %v444, i32 0
  %v446 = extractelement <4 x float> %v444, i32 1
  %v447 = extractelement <4 x float> %v444, i32 2
  %v448 = extractelement <4 x float> %v444, i32 3
  %v449 = icmp ult i64 %v420, %v422
  %v450 = add i64 %v433, 256
  %v451 = add i64 %v431, 256
  %v452 = icmp ult i64 %v451, %v432
  %v453 = and i1 %v449, %v452
  %v454 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v450
  %v455 = bitcast float addrspace(1)* %v454 to <4 x float> addrspace(1)*
  %v456 = load <4 x float>, <4 x float> addrspace(1)* %v455, align 16
  %v457 = extractelement <4 x float> %v456, i32 0
  %v458 = extractelement <4 x float> %v456, i32 1
  %v459 = extractelement <4 x float> %v456, i32 2
  %v460 = extractelement <4 x float> %v456, i32 3
  %v461 = icmp ult i64 %v420, %v422
  %v462 = add i64 %v433, 512
  %v463 = add i64 %v431, 512
  %v464 = icmp ult i64 %v463, %v432
  %v465 = and i1 %v461, %v464
  %v466 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v462
  %v467 = bitcast float addrspace(1)* %v466 to <4 x float> addrspace(1)*
  %v468 = load <4 x float>, <4 x float> addrspace(1)* %v467, align 16
  %v469 = extractelement <4 x float> %v468, i32 0
  %v470 = extractelement <4 x float> %v468, i32 1
  %v471 = extractelement <4 x float> %v468, i32 2
  %v472 = extractelement <4 x float> %v468, i32 3
  %v473 = icmp ult i64 %v420, %v422
  %v474 = add i64 %v433, 768
  %v475 = add i64 %v431, 768
  %v476 = icmp ult i64 %v475, %v432
  %v477 = and i1 %v473, %v476
  %v478 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v474
  %v479 = bitcast float addrspace(1)* %v478 to <4 x float> addrspace(1)*
  %v480 = load <4 x float>, <4 x float> addrspace(1)* %v479, align 16
  %v481 = extractelement <4 x float> %v480, i32 0
  %v482 = extractelement <4 x float> %v480, i32 1
  %v483 = extractelement <4 x float> %v480, i32 2
  %v484 = extractelement <4 x float> %v480, i32 3
  br label %ld_done9
ld_edge8:
  %v485 = bitcast float 0xFFF0000000000000 to i32
  %v486 = icmp ult i64 %v420, %v422
  %v487 = icmp ult i64 %v431, %v432
  %v488 = and i1 %v486, %v487
  %v489 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v433
  %v490 = bitcast float addrspace(1)* %v489 to <4 x float> addrspace(1)*
  %v491 = ptrtoint <4 x float> addrspace(1)* %v490 to i64
  %v492 = zext i1 %v488 to i32
  %v493 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v491, i32 %v492, i32 %v485, i32 %v485, i32 %v485, i32 %v485)
  %v494 = extractvalue {i32, i32, i32, i32} %v493, 0
  %v495 = extractvalue {i32, i32, i32, i32} %v493, 1
  %v496 = extractvalue {i32, i32, i32, i32} %v493, 2
  %v497 = extractvalue {i32, i32, i32, i32} %v493, 3
  %v498 = bitcast i32 %v494 to float
  %v499 = bitcast i32 %v495 to float
  %v500 = bitcast i32 %v496 to float
  %v501 = bitcast i32 %v497 to float
  %v502 = insertelement <4 x float> undef, float %v498, i32 0
  %v503 = insertelement <4 x float> %v502, float %v499, i32 1
  %v504 = insertelement <4 x float> %v503, float %v500, i32 2
  %v505 = insertelement <4 x float> %v504, float %v501, i32 3
  %v506 = extractelement <4 x float> %v505, i32 0
  %v507 = extractelement <4 x float> %v505, i32 1
  %v508 = extractelement <4 x float> %v505, i32 2
  %v509 = extractelement <4 x float> %v505, i32 3
  %v510 = icmp ult i64 %v420, %v422
  %v511 = add i64 %v433, 256
  %v512 = add i64 %v431, 256
  %v513 = icmp ult i64 %v512, %v432
  %v514 = and i1 %v510, %v513
  %v515 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v511
  %v516 = bitcast float addrspace(1)* %v515 to <4 x float> addrspace(1)*
  %v517 = ptrtoint <4 x float> addrspace(1)* %v516 to i64
  %v518 = zext i1 %v514 to i32
  %v519 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v517, i32 %v518, i32 %v485, i32 %v485, i32 %v485, i32 %v485)
  %v520 = extractvalue {i32, i32, i32, i32} %v519, 0
  %v521 = extractvalue {i32, i32, i32, i32} %v519, 1
  %v522 = extractvalue {i32, i32, i32, i32} %v519, 2
  %v523 = extractvalue {i32, i32, i32, i32} %v519, 3
  %v524 = bitcast i32 %v520 to float
  %v525 = bitcast i32 %v521 to float
  %v526 = bitcast i32 %v522 to float
  %v527 = bitcast i32 %v523 to float
  %v528 = insertelement <4 x float> undef, float %v524, i32 0
  %v529 = insertelement <4 x float> %v528, float %v525, i32 1
  %v530 = insertelement <4 x float> %v529, float %v526, i32 2
  %v531 = insertelement <4 x float> %v530, float %v527, i32 3
  %v532 = extractelement <4 x float> %v531, i32 0
  %v533 = extractelement <4 x float> %v531, i32 1
  %v534 = extractelement <4 x float> %v531, i32 2
  %v535 = extractelement <4 x float> %v531, i32 3
  %v536 = icmp ult i64 %v420, %v422
  %v537 = add i64 %v433, 512
  %v538 = add i64 %v431, 512
  %v539 = icmp ult i64 %v538, %v432
  %v540 = and i1 %v536, %v539
  %v541 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v537
  %v542 = bitcast float addrspace(1)* %v541 to <4 x float> addrspace(1)*
  %v543 = ptrtoint <4 x float> addrspace(1)* %v542 to i64
  %v544 = zext i1 %v540 to i32
  %v545 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v543, i32 %v544, i32 %v485, i32 %v485, i32 %v485, i32 %v485)
  %v546 = extractvalue {i32, i32, i32, i32} %v545, 0
  %v547 = extractvalue {i32, i32, i32, i32} %v545, 1
  %v548 = extractvalue {i32, i32, i32, i32} %v545, 2
  %v549 = extractvalue {i32, i32, i32, i32} %v545, 3
  %v550 = bitcast i32 %v546 to float
  %v551 = bitcast i32 %v547 to float
  %v552 = bitcast i32 %v548 to float
  %v553 = bitcast i32 %v549 to float
  %v554 = insertelement <4 x float> undef, float %v550, i32 0
  %v555 = insertelement <4 x float> %v554, float %v551, i32 1
  %v556 = insertelement <4 x float> %v555, float %v552, i32 2
  %v557 = insertelement <4 x float> %v556, float %v553, i32 3
  %v558 = extractelement <4 x float> %v557, i32 0
  %v559 = extractelement <4 x float> %v557, i32 1
  %v560 = extractelement <4 x float> %v557, i32 2
  %v561 = extractelement <4 x float> %v557, i32 3
  %v562 = icmp ult i64 %v420, %v422
  %v563 = add i64 %v433, 768
  %v564 = add i64 %v431, 768
  %v565 = icmp ult i64 %v564, %v432
  %v566 = and i1 %v562, %v565
  %v567 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v563
  %v568 = bitcast float addrspace(1)* %v567 to <4 x float> addrspace(1)*
  %v569 = ptrtoint <4 x float> addrspace(1)* %v568 to i64
  %v570 = zext i1 %v566 to i32
  %v571 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v569, i32 %v570, i32 %v485, i32 %v485, i32 %v485, i32 %v485)
  %v572 = extractvalue {i32, i32, i32, i32} %v571, 0
  %v573 = extractvalue {i32, i32, i32, i32} %v571, 1
  %v574 = extractvalue {i32, i32, i32, i32} %v571, 2
  %v575 = extractvalue {i32, i32, i32, i32} %v571, 3
  %v576 = bitcast i32 %v572 to float
  %v577 = bitcast i32 %v573 to float
  %v578 = bitcast i32 %v574 to float
  %v579 = bitcast i32 %v575 to float
  %v580 = insertelement <4 x float> undef, float %v576, i32 0
  %v581 = insertelement <4 x float> %v580, float %v577, i32 1
  %v582 = insertelement <4 x float> %v581, float %v578, i32 2
  %v583 = insertelement <4 x float> %v582, float %v579, i32 3
  %v584 = extractelement <4 x float> %v583, i32 0
  %v585 = extractelement <4 x float> %v583, i32 1
  %v586 = extractelement <4 x float> %v583, i32 2
  %v587 = extractelement <4 x float> %v583, i32 3
  br label %ld_done9
ld_done9:
  %v588 = phi float [ %v445, %ld_full7 ], [ %v506, %ld_edge8 ]
  %v589 = phi float [ %v446, %ld_full7 ], [ %v507, %ld_edge8 ]
  %v590 = phi float [ %v447, %ld_full7 ], [ %v508, %ld_edge8 ]
  %v591 = phi float [ %v448, %ld_full7 ], [ %v509, %ld_edge8 ]
  %v592 = phi float [ %v457, %ld_full7 ], [ %v532, %ld_edge8 ]
  %v593 = phi float [ %v458, %ld_full7 ], [ %v533, %ld_edge8 ]
  %v594 = phi float [ %v459, %ld_full7 ], [ %v534, %ld_edge8 ]
  %v595 = phi float [ %v460, %ld_full7 ], [ %v535, %ld_edge8 ]
  %v596 = phi float [ %v469, %ld_full7 ], [ %v558, %ld_edge8 ]
  %v597 = phi float [ %v470, %ld_full7 ], [ %v559, %ld_edge8 ]
  %v598 = phi float [ %v471, %ld_full7 ], [ %v560, %ld_edge8 ]
  %v599 = phi float [ %v472, %ld_full7 ], [ %v561, %ld_edge8 ]
  %v600 = phi float [ %v481, %ld_full7 ], [ %v584, %ld_edge8 ]
  %v601 = phi float [ %v482, %ld_full7 ], [ %v585, %ld_edge8 ]
  %v602 = phi float [ %v483, %ld_full7 ], [ %v586, %ld_edge8 ]
  %v603 = phi float [ %v484, %ld_full7 ], [ %v587, %ld_edge8 ]
  %v604 = fmul float %v588, 0x3FF7154760000000
  %v605 = fmul float %v589, 0x3FF7154760000000
  %v606 = fmul float %v590, 0x3FF7154760000000
  %v607 = fmul float %v591, 0x3FF7154760000000
  %v608 = fmul float %v592, 0x3FF7154760000000
  %v609 = fmul float %v593, 0x3FF7154760000000
  %v610 = fmul float %v594, 0x3FF7154760000000
  %v611 = fmul float %v595, 0x3FF7154760000000
  %v612 = fmul float %v596, 0x3FF7154760000000
  %v613 = fmul float %v597, 0x3FF7154760000000
  %v614 = fmul float %v598, 0x3FF7154760000000
  %v615 = fmul float %v599, 0x3FF7154760000000
  %v616 = fmul float %v600, 0x3FF7154760000000
  %v617 = fmul float %v601, 0x3FF7154760000000
  %v618 = fmul float %v602, 0x3FF7154760000000
  %v619 = fmul float %v603, 0x3FF7154760000000
  %v620 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v604, float %v605)
  %v621 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v620, float %v606)
  %v622 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v621, float %v607)
  %v623 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v622, float %v608)
  %v624 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v623, float %v609)
  %v625 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v624, float %v610)
  %v626 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v625, float %v611)
  %v627 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v626, float %v612)
  %v628 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v627, float %v613)
  %v629 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v628, float %v614)
  %v630 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v629, float %v615)
  %v631 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v630, float %v616)
  %v632 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v631, float %v617)
  %v633 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v632, float %v618)
  %v634 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v633, float %v619)
  %v635 = bitcast float %v634 to i32
  %v636 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v635, i32 1, i32 31)
  %v637 = bitcast i32 %v636 to float
  %v638 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v634, float %v637)
  %v639 = bitcast float %v638 to i32
  %v640 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v639, i32 2, i32 31)
  %v641 = bitcast i32 %v640 to float
  %v642 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v638, float %v641)
  %v643 = bitcast float %v642 to i32
  %v644 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v643, i32 4, i32 31)
  %v645 = bitcast i32 %v644 to float
  %v646 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v642, float %v645)
  %v647 = bitcast float %v646 to i32
  %v648 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v647, i32 8, i32 31)
  %v649 = bitcast i32 %v648 to float
  %v650 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v646, float %v649)
  %v651 = bitcast float %v650 to i32
  %v652 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v651, i32 16, i32 31)
  %v653 = bitcast i32 %v652 to float
  %v654 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v650, float %v653)
  call void @llvm.nvvm.barrier0()
  %v655 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v656 = getelementptr inbounds float, float addrspace(3)* %v655, i32 %v1
  store float %v654, float addrspace(3)* %v656, align 4
  call void @llvm.nvvm.barrier0()
  %v657 = and i32 %v3, -3
  %v658 = shl i32 %v657, 5
  %v659 = or i32 %v658, %v2
  %v660 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v661 = getelementptr inbounds float, float addrspace(3)* %v660, i32 %v659
  %v662 = load float, float addrspace(3)* %v661, align 4
  %v663 = or i32 %v657, 2
  %v664 = shl i32 %v663, 5
  %v665 = or i32 %v664, %v2
  %v666 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v667 = getelementptr inbounds float, float addrspace(3)* %v666, i32 %v665
  %v668 = load float, float addrspace(3)* %v667, align 4
  %v669 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v662, float %v668)
  %v670 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v382, float %v669)
  %v671 = fsub float %v382, %v670
  %v672 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v671)
  %v673 = fmul float %v381, %v672
  %v674 = fsub float %v604, %v670
  %v675 = fsub float %v605, %v670
  %v676 = fsub float %v606, %v670
  %v677 = fsub float %v607, %v670
  %v678 = fsub float %v608, %v670
  %v679 = fsub float %v609, %v670
  %v680 = fsub float %v610, %v670
  %v681 = fsub float %v611, %v670
  %v682 = fsub float %v612, %v670
  %v683 = fsub float %v613, %v670
  %v684 = fsub float %v614, %v670
  %v685 = fsub float %v615, %v670
  %v686 = fsub float %v616, %v670
  %v687 = fsub float %v617, %v670
  %v688 = fsub float %v618, %v670
  %v689 = fsub float %v619, %v670
  %v690 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v674)
  %v691 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v675)
  %v692 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v676)
  %v693 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v677)
  %v694 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v678)
  %v695 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v679)
  %v696 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v680)
  %v697 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v681)
  %v698 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v682)
  %v699 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v683)
  %v700 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v684)
  %v701 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v685)
  %v702 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v686)
  %v703 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v687)
  %v704 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v688)
  %v705 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v689)
  %v706 = fadd float %v690, %v691
  %v707 = fadd float %v706, %v692
  %v708 = fadd float %v707, %v693
  %v709 = fadd float %v708, %v694
  %v710 = fadd float %v709, %v695
  %v711 = fadd float %v710, %v696
  %v712 = fadd float %v711, %v697
  %v713 = fadd float %v712, %v698
  %v714 = fadd float %v713, %v699
  %v715 = fadd float %v714, %v700
  %v716 = fadd float %v715, %v701
  %v717 = fadd float %v716, %v702
  %v718 = fadd float %v717, %v703
  %v719 = fadd float %v718, %v704
  %v720 = fadd float %v719, %v705
  %v721 = bitcast float %v720 to i32
  %v722 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v721, i32 1, i32 31)
  %v723 = bitcast i32 %v722 to float
  %v724 = fadd float %v720, %v723
  %v725 = bitcast float %v724 to i32
  %v726 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v725, i32 2, i32 31)
  %v727 = bitcast i32 %v726 to float
  %v728 = fadd float %v724, %v727
  %v729 = bitcast float %v728 to i32
  %v730 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v729, i32 4, i32 31)
  %v731 = bitcast i32 %v730 to float
  %v732 = fadd float %v728, %v731
  %v733 = bitcast float %v732 to i32
  %v734 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v733, i32 8, i32 31)
  %v735 = bitcast i32 %v734 to float
  %v736 = fadd float %v732, %v735
  %v737 = bitcast float %v736 to i32
  %v738 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v737, i32 16, i32 31)
  %v739 = bitcast i32 %v738 to float
  %v740 = fadd float %v736, %v739
  call void @llvm.nvvm.barrier0()
  %v741 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v742 = getelementptr inbounds float, float addrspace(3)* %v741, i32 %v1
  store float %v740, float addrspace(3)* %v742, align 4
  call void @llvm.nvvm.barrier0()
  %v743 = and i32 %v3, -3
  %v744 = shl i32 %v743, 5
  %v745 = or i32 %v744, %v2
  %v746 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v747 = getelementptr inbounds float, float addrspace(3)* %v746, i32 %v745
  %v748 = load float, float addrspace(3)* %v747, align 4
  %v749 = or i32 %v743, 2
  %v750 = shl i32 %v749, 5
  %v751 = or i32 %v750, %v2
  %v752 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v753 = getelementptr inbounds float, float addrspace(3)* %v752, i32 %v751
  %v754 = load float, float addrspace(3)* %v753, align 4
  %v755 = fadd float %v748, %v754
  %v756 = fadd float %v673, %v755
  %v757 = add i64 %v383, 1
  br label %for4
for10:
  %v760 = phi i64 [ 0, %endfor6 ], [ %v1179, %st_done18 ]
  %v761 = icmp slt i64 %v760, %v759
  %v762 = icmp sgt i64 %v760, %v759
  %v763 = icmp sgt i64 1, 0
  %v764 = select i1 %v763, i1 %v761, i1 %v762
  br i1 %v764, label %body11, label %endfor12
body11:
  %v765 = trunc i64 %v760 to i32
  %v766 = and i32 %v2, 1
  %v767 = shl i32 %v766, 2
  %v768 = lshr i32 %v2, 1
  %v769 = and i32 %v768, 1
  %v770 = shl i32 %v769, 3
  %v771 = or i32 %v767, %v770
  %v772 = lshr i32 %v2, 2
  %v773 = and i32 %v772, 1
  %v774 = shl i32 %v773, 4
  %v775 = or i32 %v771, %v774
  %v776 = lshr i32 %v2, 3
  %v777 = and i32 %v776, 1
  %v778 = shl i32 %v777, 5
  %v779 = or i32 %v775, %v778
  %v780 = lshr i32 %v2, 4
  %v781 = and i32 %v780, 1
  %v782 = shl i32 %v781, 6
  %v783 = or i32 %v779, %v782
  %v784 = and i32 %v3, 1
  %v785 = shl i32 %v784, 10
  %v786 = or i32 %v783, %v785
  %v787 = lshr i32 %v3, 1
  %v788 = and i32 %v787, 1
  %v789 = shl i32 %v788, 7
  %v790 = or i32 %v786, %v789
  %v791 = lshr i32 %v790, 10
  %v792 = and i32 %v791, 1
  %v793 = and i32 %v790, 1023
  %v794 = sext i32 %v4 to i64
  %v795 = mul i64 %v794, 2
  %v796 = zext i32 %v792 to i64
  %v797 = add i64 %v795, %v796
  %v798 = sext i32 %p3 to i64
  %v799 = zext i32 %p1 to i64
  %v800 = mul i64 %v797, %v798
  %v801 = add i64 %v795, 2
  %v802 = icmp sle i64 %v801, %v799
  %v803 = icmp sge i64 %v794, 0
  %v804 = and i1 %v802, %v803
  %v805 = sext i32 %v765 to i64
  %v806 = mul i64 %v805, 1024
  %v807 = zext i32 %v793 to i64
  %v808 = add i64 %v806, %v807
  %v809 = zext i32 %p2 to i64
  %v810 = add i64 %v800, %v808
  %v811 = add i64 %v806, 1024
  %v812 = icmp sle i64 %v811, %v809
  %v813 = icmp sge i64 %v805, 0
  %v814 = and i1 %v812, %v813
  %v815 = and i1 %v804, %v814
  br i1 %v815, label %ld_full13, label %ld_edge14
endfor12:
  ret void
ld_full13:
  %v816 = icmp ult i64 %v797, %v799
  %v817 = icmp ult i64 %v808, %v809
  %v818 = and i1 %v816, %v817
  %v819 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v810
  %v820 = bitcast float addrspace(1)* %v819 to <4 x float> addrspace(1)*
  %v821 = load <4 x float>, <4 x float> addrspace(1)* %v820, align 16
  %v822 = extractelement <4 x float> %v821, i32 0
  %v823 = extractelement <4 x float> %v821, i32 1
  %v824 = extractelement <4 x float> %v821, i32 2
  %v825 = extractelement <4 x float> %v821, i32 3
  %v826 = icmp ult i64 %v797, %v799
  %v827 = add i64 %v810, 256
  %v828 = add i64 %v808, 256
  %v829 = icmp ult i64 %v828, %v809
  %v830 = and i1 %v826, %v829
  %v831 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v827
  %v832 = bitcast float addrspace(1)* %v831 to <4 x float> addrspace(1)*
  %v833 = load <4 x float>, <4 x float> addrspace(1)* %v832, align 16
  %v834 = extractelement <4 x float> %v833, i32 0
  %v835 = extractelement <4 x float> %v833, i32 1
  %v836 = extractelement <4 x float> %v833, i32 2
  %v837 = extractelement <4 x float> %v833, i32 3
  %v838 = icmp ult i64 %v797, %v799
  %v839 = add i64 %v810, 512
  %v840 = add i64 %v808, 512
  %v841 = icmp ult i64 %v840, %v809
  %v842 = and i1 %v838, %v841
  %v843 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v839
  %v844 = bitcast float addrspace(1)* %v843 to <4 x float> addrspace(1)*
  %v845 = load <4 x float>, <4 x float> addrspace(1)* %v844, align 16
  %v846 = extractelement <4 x float> %v845, i32 0
  %v847 = extractelement <4 x float> %v845, i32 1
  %v848 = extractelement <4 x float> %v845, i32 2
  %v849 = extractelement <4 x float> %v845, i32 3
  %v850 = icmp ult i64 %v797, %v799
  %v851 = add i64 %v810, 768
  %v852 = add i64 %v808, 768
  %v853 = icmp ult i64 %v852, %v809
  %v854 = and i1 %v850, %v853
  %v855 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v851
  %v856 = bitcast float addrspace(1)* %v855 to <4 x float> addrspace(1)*
  %v857 = load <4 x float>, <4 x float> addrspace(1)* %v856, align 16
  %v858 = extractelement <4 x float> %v857, i32 0
  %v859 = extractelement <4 x float> %v857, i32 1
  %v860 = extractelement <4 x float> %v857, i32 2
  %v861 = extractelement <4 x float> %v857, i32 3
  br label %ld_done15
ld_edge14:
  %v862 = bitcast float 0x0000000000000000 to i32
  %v863 = icmp ult i64 %v797, %v799
  %v864 = icmp ult i64 %v808, %v809
  %v865 = and i1 %v863, %v864
  %v866 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v810
  %v867 = bitcast float addrspace(1)* %v866 to <4 x float> addrspace(1)*
  %v868 = ptrtoint <4 x float> addrspace(1)* %v867 to i64
  %v869 = zext i1 %v865 to i32
  %v870 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v868, i32 %v869, i32 %v862, i32 %v862, i32 %v862, i32 %v862)
  %v871 = extractvalue {i32, i32, i32, i32} %v870, 0
  %v872 = extractvalue {i32, i32, i32, i32} %v870, 1
  %v873 = extractvalue {i32, i32, i32, i32} %v870, 2
  %v874 = extractvalue {i32, i32, i32, i32} %v870, 3
  %v875 = bitcast i32 %v871 to float
  %v876 = bitcast i32 %v872 to float
  %v877 = bitcast i32 %v873 to float
  %v878 = bitcast i32 %v874 to float
  %v879 = insertelement <4 x float> undef, float %v875, i32 0
  %v880 = insertelement <4 x float> %v879, float %v876, i32 1
  %v881 = insertelement <4 x float> %v880, float %v877, i32 2
  %v882 = insertelement <4 x float> %v881, float %v878, i32 3
  %v883 = extractelement <4 x float> %v882, i32 0
  %v884 = extractelement <4 x float> %v882, i32 1
  %v885 = extractelement <4 x float> %v882, i32 2
  %v886 = extractelement <4 x float> %v882, i32 3
  %v887 = icmp ult i64 %v797, %v799
  %v888 = add i64 %v810, 256
  %v889 = add i64 %v808, 256
  %v890 = icmp ult i64 %v889, %v809
  %v891 = and i1 %v887, %v890
  %v892 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v888
  %v893 = bitcast float addrspace(1)* %v892 to <4 x float> addrspace(1)*
  %v894 = ptrtoint <4 x float> addrspace(1)* %v893 to i64
  %v895 = zext i1 %v891 to i32
  %v896 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v894, i32 %v895, i32 %v862, i32 %v862, i32 %v862, i32 %v862)
  %v897 = extractvalue {i32, i32, i32, i32} %v896, 0
  %v898 = extractvalue {i32, i32, i32, i32} %v896, 1
  %v899 = extractvalue {i32, i32, i32, i32} %v896, 2
  %v900 = extractvalue {i32, i32, i32, i32} %v896, 3
  %v901 = bitcast i32 %v897 to float
  %v902 = bitcast i32 %v898 to float
  %v903 = bitcast i32 %v899 to float
  %v904 = bitcast i32 %v900 to float
  %v905 = insertelement <4 x float> undef, float %v901, i32 0
  %v906 = insertelement <4 x float> %v905, float %v902, i32 1
  %v907 = insertelement <4 x float> %v906, float %v903, i32 2
  %v908 = insertelement <4 x float> %v907, float %v904, i32 3
  %v909 = extractelement <4 x float> %v908, i32 0
  %v910 = extractelement <4 x float> %v908, i32 1
  %v911 = extractelement <4 x float> %v908, i32 2
  %v912 = extractelement <4 x float> %v908, i32 3
  %v913 = icmp ult i64 %v797, %v799
  %v914 = add i64 %v810, 512
  %v915 = add i64 %v808, 512
  %v916 = icmp ult i64 %v915, %v809
  %v917 = and i1 %v913, %v916
  %v918 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v914
  %v919 = bitcast float addrspace(1)* %v918 to <4 x float> addrspace(1)*
  %v920 = ptrtoint <4 x float> addrspace(1)* %v919 to i64
  %v921 = zext i1 %v917 to i32
  %v922 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v920, i32 %v921, i32 %v862, i32 %v862, i32 %v862, i32 %v862)
  %v923 = extractvalue {i32, i32, i32, i32} %v922, 0
  %v924 = extractvalue {i32, i32, i32, i32} %v922, 1
  %v925 = extractvalue {i32, i32, i32, i32} %v922, 2
  %v926 = extractvalue {i32, i32, i32, i32} %v922, 3
  %v927 = bitcast i32 %v923 to float
  %v928 = bitcast i32 %v924 to float
  %v929 = bitcast i32 %v925 to float
  %v930 = bitcast i32 %v926 to float
  %v931 = insertelement <4 x float> undef, float %v927, i32 0
  %v932 = insertelement <4 x float> %v931, float %v928, i32 1
  %v933 = insertelement <4 x float> %v932, float %v929, i32 2
  %v934 = insertelement <4 x float> %v933, float %v930, i32 3
  %v935 = extractelement <4 x float> %v934, i32 0
  %v936 = extractelement <4 x float> %v934, i32 1
  %v937 = extractelement <4 x float> %v934, i32 2
  %v938 = extractelement <4 x float> %v934, i32 3
  %v939 = icmp ult i64 %v797, %v799
  %v940 = add i64 %v810, 768
  %v941 = add i64 %v808, 768
  %v942 = icmp ult i64 %v941, %v809
  %v943 = and i1 %v939, %v942
  %v944 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v940
  %v945 = bitcast float addrspace(1)* %v944 to <4 x float> addrspace(1)*
  %v946 = ptrtoint <4 x float> addrspace(1)* %v945 to i64
  %v947 = zext i1 %v943 to i32
  %v948 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v946, i32 %v947, i32 %v862, i32 %v862, i32 %v862, i32 %v862)
  %v949 = extractvalue {i32, i32, i32, i32} %v948, 0
  %v950 = extractvalue {i32, i32, i32, i32} %v948, 1
  %v951 = extractvalue {i32, i32, i32, i32} %v948, 2
  %v952 = extractvalue {i32, i32, i32, i32} %v948, 3
  %v953 = bitcast i32 %v949 to float
  %v954 = bitcast i32 %v950 to float
  %v955 = bitcast i32 %v951 to float
  %v956 = bitcast i32 %v952 to float
  %v957 = insertelement <4 x float> undef, float %v953, i32 0
  %v958 = insertelement <4 x float> %v957, float %v954, i32 1
  %v959 = insertelement <4 x float> %v958, float %v955, i32 2
  %v960 = insertelement <4 x float> %v959, float %v956, i32 3
  %v961 = extractelement <4 x float> %v960, i32 0
  %v962 = extractelement <4 x float> %v960, i32 1
  %v963 = extractelement <4 x float> %v960, i32 2
  %v964 = extractelement <4 x float> %v960, i32 3
  br label %ld_done15
ld_done15:
  %v965 = phi float [ %v822, %ld_full13 ], [ %v883, %ld_edge14 ]
  %v966 = phi float [ %v823, %ld_full13 ], [ %v884, %ld_edge14 ]
  %v967 = phi float [ %v824, %ld_full13 ], [ %v885, %ld_edge14 ]
  %v968 = phi float [ %v825, %ld_full13 ], [ %v886, %ld_edge14 ]
  %v969 = phi float [ %v834, %ld_full13 ], [ %v909, %ld_edge14 ]
  %v970 = phi float [ %v835, %ld_full13 ], [ %v910, %ld_edge14 ]
  %v971 = phi float [ %v836, %ld_full13 ], [ %v911, %ld_edge14 ]
  %v972 = phi float [ %v837, %ld_full13 ], [ %v912, %ld_edge14 ]
  %v973 = phi float [ %v846, %ld_full13 ], [ %v935, %ld_edge14 ]
  %v974 = phi float [ %v847, %ld_full13 ], [ %v936, %ld_edge14 ]
  %v975 = phi float [ %v848, %ld_full13 ], [ %v937, %ld_edge14 ]
  %v976 = phi float [ %v849, %ld_full13 ], [ %v938, %ld_edge14 ]
  %v977 = phi float [ %v858, %ld_full13 ], [ %v961, %ld_edge14 ]
  %v978 = phi float [ %v859, %ld_full13 ], [ %v962, %ld_edge14 ]
  %v979 = phi float [ %v860, %ld_full13 ], [ %v963, %ld_edge14 ]
  %v980 = phi float [ %v861, %ld_full13 ], [ %v964, %ld_edge14 ]
  %v981 = fmul float %v965, 0x3FF7154760000000
  %v982 = fmul float %v966, 0x3FF7154760000000
  %v983 = fmul float %v967, 0x3FF7154760000000
  %v984 = fmul float %v968, 0x3FF7154760000000
  %v985 = fmul float %v969, 0x3FF7154760000000
  %v986 = fmul float %v970, 0x3FF7154760000000
  %v987 = fmul float %v971, 0x3FF7154760000000
  %v988 = fmul float %v972, 0x3FF7154760000000
  %v989 = fmul float %v973, 0x3FF7154760000000
  %v990 = fmul float %v974, 0x3FF7154760000000
  %v991 = fmul float %v975, 0x3FF7154760000000
  %v992 = fmul float %v976, 0x3FF7154760000000
  %v993 = fmul float %v977, 0x3FF7154760000000
  %v994 = fmul float %v978, 0x3FF7154760000000
  %v995 = fmul float %v979, 0x3FF7154760000000
  %v996 = fmul float %v980, 0x3FF7154760000000
  %v997 = fsub float %v981, %v382
  %v998 = fsub float %v982, %v382
  %v999 = fsub float %v983, %v382
  %v1000 = fsub float %v984, %v382
  %v1001 = fsub float %v985, %v382
  %v1002 = fsub float %v986, %v382
  %v1003 = fsub float %v987, %v382
  %v1004 = fsub float %v988, %v382
  %v1005 = fsub float %v989, %v382
  %v1006 = fsub float %v990, %v382
  %v1007 = fsub float %v991, %v382
  %v1008 = fsub float %v992, %v382
  %v1009 = fsub float %v993, %v382
  %v1010 = fsub float %v994, %v382
  %v1011 = fsub float %v995, %v382
  %v1012 = fsub float %v996, %v382
  %v1013 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v997)
  %v1014 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v998)
  %v1015 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v999)
  %v1016 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v1000)
  %v1017 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v1001)
  %v1018 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v1002)
  %v1019 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v1003)
  %v1020 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v1004)
  %v1021 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v1005)
  %v1022 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v1006)
  %v1023 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v1007)
  %v1024 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v1008)
  %v1025 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v1009)
  %v1026 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v1010)
  %v1027 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v1011)
  %v1028 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v1012)
  %v1029 = fmul float %v1013, %v758
  %v1030 = fmul float %v1014, %v758
  %v1031 = fmul float %v1015, %v758
  %v1032 = fmul float %v1016, %v758
  %v1033 = fmul float %v1017, %v758
  %v1034 = fmul float %v1018, %v758
  %v1035 = fmul float %v1019, %v758
  %v1036 = fmul float %v1020, %v758
  %v1037 = fmul float %v1021, %v758
  %v1038 = fmul float %v1022, %v758
  %v1039 = fmul float %v1023, %v758
  %v1040 = fmul float %v1024, %v758
  %v1041 = fmul float %v1025, %v758
  %v1042 = fmul float %v1026, %v758
  %v1043 = fmul float %v1027, %v758
  %v1044 = fmul float %v1028, %v758
  %v1045 = and i32 %v2, 1
  %v1046 = shl i32 %v1045, 2
  %v1047 = lshr i32 %v2, 1
  %v1048 = and i32 %v1047, 1
  %v1049 = shl i32 %v1048, 3
  %v1050 = or i32 %v1046, %v1049
  %v1051 = lshr i32 %v2, 2
  %v1052 = and i32 %v1051, 1
  %v1053 = shl i32 %v1052, 4
  %v1054 = or i32 %v1050, %v1053
  %v1055 = lshr i32 %v2, 3
  %v1056 = and i32 %v1055, 1
  %v1057 = shl i32 %v1056, 5
  %v1058 = or i32 %v1054, %v1057
  %v1059 = lshr i32 %v2, 4
  %v1060 = and i32 %v1059, 1
  %v1061 = shl i32 %v1060, 6
  %v1062 = or i32 %v1058, %v1061
  %v1063 = and i32 %v3, 1
  %v1064 = shl i32 %v1063, 10
  %v1065 = or i32 %v1062, %v1064
  %v1066 = lshr i32 %v3, 1
  %v1067 = and i32 %v1066, 1
  %v1068 = shl i32 %v1067, 7
  %v1069 = or i32 %v1065, %v1068
  %v1070 = lshr i32 %v1069, 10
  %v1071 = and i32 %v1070, 1
  %v1072 = and i32 %v1069, 1023
  %v1073 = sext i32 %v4 to i64
  %v1074 = mul i64 %v1073, 2
  %v1075 = zext i32 %v1071 to i64
  %v1076 = add i64 %v1074, %v1075
  %v1077 = sext i32 %p8 to i64
  %v1078 = zext i32 %p6 to i64
  %v1079 = mul i64 %v1076, %v1077
  %v1080 = add i64 %v1074, 2
  %v1081 = icmp sle i64 %v1080, %v1078
  %v1082 = icmp sge i64 %v1073, 0
  %v1083 = and i1 %v1081, %v1082
  %v1084 = sext i32 %v765 to i64
  %v1085 = mul i64 %v1084, 1024
  %v1086 = zext i32 %v1072 to i64
  %v1087 = add i64 %v1085, %v1086
  %v1088 = zext i32 %p7 to i64
  %v1089 = add i64 %v1079, %v1087
  %v1090 = add i64 %v1085, 1024
  %v1091 = icmp sle i64 %v1090, %v1088
  %v1092 = icmp sge i64 %v1084, 0
  %v1093 = and i1 %v1091, %v1092
  %v1094 = and i1 %v1083, %v1093
  br i1 %v1094, label %st_full16, label %st_edge17
st_full16:
  %v1095 = icmp ult i64 %v1076, %v1078
  %v1096 = icmp ult i64 %v1087, %v1088
  %v1097 = and i1 %v1095, %v1096
  %v1098 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1089
  %v1099 = insertelement <4 x float> undef, float %v1029, i32 0
  %v1100 = insertelement <4 x float> %v1099, float %v1030, i32 1
  %v1101 = insertelement <4 x float> %v1100, float %v1031, i32 2
  %v1102 = insertelement <4 x float> %v1101, float %v1032, i32 3
  %v1103 = bitcast float addrspace(1)* %v1098 to <4 x float> addrspace(1)*
  store <4 x float> %v1102, <4 x float> addrspace(1)* %v1103, align 16
  %v1104 = icmp ult i64 %v1076, %v1078
  %v1105 = add i64 %v1089, 256
  %v1106 = add i64 %v1087, 256
  %v1107 = icmp ult i64 %v1106, %v1088
  %v1108 = and i1 %v1104, %v1107
  %v1109 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1105
  %v1110 = insertelement <4 x float> undef, float %v1033, i32 0
  %v1111 = insertelement <4 x float> %v1110, float %v1034, i32 1
  %v1112 = insertelement <4 x float> %v1111, float %v1035, i32 2
  %v1113 = insertelement <4 x float> %v1112, float %v1036, i32 3
  %v1114 = bitcast float addrspace(1)* %v1109 to <4 x float> addrspace(1)*
  store <4 x float> %v1113, <4 x float> addrspace(1)* %v1114, align 16
  %v1115 = icmp ult i64 %v1076, %v1078
  %v1116 = add i64 %v1089, 512
  %v1117 = add i64 %v1087, 512
  %v1118 = icmp ult i64 %v1117, %v1088
  %v1119 = and i1 %v1115, %v1118
  %v1120 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1116
  %v1121 = insertelement <4 x float> undef, float %v1037, i32 0
  %v1122 = insertelement <4 x float> %v1121, float %v1038, i32 1
  %v1123 = insertelement <4 x float> %v1122, float %v1039, i32 2
  %v1124 = insertelement <4 x float> %v1123, float %v1040, i32 3
  %v1125 = bitcast float addrspace(1)* %v1120 to <4 x float> addrspace(1)*
  store <4 x float> %v1124, <4 x float> addrspace(1)* %v1125, align 16
  %v1126 = icmp ult i64 %v1076, %v1078
  %v1127 = add i64 %v1089, 768
  %v1128 = add i64 %v1087, 768
  %v1129 = icmp ult i64 %v1128, %v1088
  %v1130 = and i1 %v1126, %v1129
  %v1131 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1127
  %v1132 = insertelement <4 x float> undef, float %v1041, i32 0
  %v1133 = insertelement <4 x float> %v1132, float %v1042, i32 1
  %v1134 = insertelement <4 x float> %v1133, float %v1043, i32 2
  %v1135 = insertelement <4 x float> %v1134, float %v1044, i32 3
  %v1136 = bitcast float addrspace(1)* %v1131 to <4 x float> addrspace(1)*
  store <4 x float> %v1135, <4 x float> addrspace(1)* %v1136, align 16
  br label %st_done18
st_edge17:
  %v1137 = icmp ult i64 %v1076, %v1078
  %v1138 = icmp ult i64 %v1087, %v1088
  %v1139 = and i1 %v1137, %v1138
  %v1140 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1089
  br i1 %v1139, label %st19, label %join20
st_done18:
  %v1179 = add i64 %v760, 1
  br label %for10
st19:
  %v1141 = insertelement <4 x float> undef, float %v1029, i32 0
  %v1142 = insertelement <4 x float> %v1141, float %v1030, i32 1
  %v1143 = insertelement <4 x float> %v1142, float %v1031, i32 2
  %v1144 = insertelement <4 x float> %v1143, float %v1032, i32 3
  %v1145 = bitcast float addrspace(1)* %v1140 to <4 x float> addrspace(1)*
  store <4 x float> %v1144, <4 x float> addrspace(1)* %v1145, align 16
  br label %join20
join20:
  %v1146 = icmp ult i64 %v1076, %v1078
  %v1147 = add i64 %v1089, 256
  %v1148 = add i64 %v1087, 256
  %v1149 = icmp ult i64 %v1148, %v1088
  %v1150 = and i1 %v1146, %v1149
  %v1151 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1147
  br i1 %v1150, label %st21, label %join22
st21:
  %v1152 = insertelement <4 x float> undef, float %v1033, i32 0
  %v1153 = insertelement <4 x float> %v1152, float %v1034, i32 1
  %v1154 = insertelement <4 x float> %v1153, float %v1035, i32 2
  %v1155 = insertelement <4 x float> %v1154, float %v1036, i32 3
  %v1156 = bitcast float addrspace(1)* %v1151 to <4 x float> addrspace(1)*
  store <4 x float> %v1155, <4 x float> addrspace(1)* %v1156, align 16
  br label %join22
join22:
  %v1157 = icmp ult i64 %v1076, %v1078
  %v1158 = add i64 %v1089, 512
  %v1159 = add i64 %v1087, 512
  %v1160 = icmp ult i64 %v1159, %v1088
  %v1161 = and i1 %v1157, %v1160
  %v1162 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1158
  br i1 %v1161, label %st23, label %join24
st23:
  %v1163 = insertelement <4 x float> undef, float %v1037, i32 0
  %v1164 = insertelement <4 x float> %v1163, float %v1038, i32 1
  %v1165 = insertelement <4 x float> %v1164, float %v1039, i32 2
  %v1166 = insertelement <4 x float> %v1165, float %v1040, i32 3
  %v1167 = bitcast float addrspace(1)* %v1162 to <4 x float> addrspace(1)*
  store <4 x float> %v1166, <4 x float> addrspace(1)* %v1167, align 16
  br label %join24
join24:
  %v1168 = icmp ult i64 %v1076, %v1078
  %v1169 = add i64 %v1089, 768
  %v1170 = add i64 %v1087, 768
  %v1171 = icmp ult i64 %v1170, %v1088
  %v1172 = and i1 %v1168, %v1171
  %v1173 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1169
  br i1 %v1172, label %st25, label %join26
st25:
  %v1174 = insertelement <4 x float> undef, float %v1041, i32 0
  %v1175 = insertelement <4 x float> %v1174, float %v1042, i32 1
  %v1176 = insertelement <4 x float> %v1175, float %v1043, i32 2
  %v1177 = insertelement <4 x float> %v1176, float %v1044, i32 3
  %v1178 = bitcast float addrspace(1)* %v1173 to <4 x float> addrspace(1)*
  store <4 x float> %v1177, <4 x float> addrspace(1)* %v1178, align 16
  br label %join26
join26:
  br label %st_done18
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
